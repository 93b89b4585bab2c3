import { z } from 'zod';
import { doneAnswerSchema } from '../answers';
import {
  cguAgreementSchema,
  cguDtoSchema,
  cguIdParamsSchema,
  cguSaveParamsSchema,
  cguSaveSchema,
  currentCguSchema,
} from '../cgu';
import { endpoint } from '../endpoint';
import { languageSchema } from '../language-schema';

export const getCurrentCgu = endpoint('get', '/api/cgu/current', {
  query: z.object({ language: languageSchema.default('fr') }),
  answer: currentCguSchema,
});

export const agreeToCgu = endpoint('post', '/api/cgu/agreement', {
  body: cguAgreementSchema,
  answer: doneAnswerSchema,
});

export const listCgus = endpoint('get', '/api/cgu', { answer: z.array(cguDtoSchema) });

export const listUsedCgus = endpoint('get', '/api/cgu/used', { answer: z.array(cguDtoSchema) });

export const getCgu = endpoint('get', '/api/cgu/:idCgu', {
  params: cguIdParamsSchema,
  answer: cguDtoSchema,
});

export const saveCgu = endpoint('post', '/api/cgu/:idCgu', {
  params: cguSaveParamsSchema,
  body: cguSaveSchema,
  answer: cguDtoSchema,
});

export const deleteCgu = endpoint('delete', '/api/cgu/:idCgu', { params: cguIdParamsSchema });
