import { z } from 'zod';
import {
  advertDtoSchema,
  advertIdParamsSchema,
  advertLocationParamsSchema,
  advertSaveParamsSchema,
  advertSaveSchema,
  comparatorSchema,
} from '../adverts';
import { endpoint } from '../endpoint';
import { languageSchema } from '../language-schema';

export const getComparator = endpoint('get', '/api/comparator', { answer: comparatorSchema });

/** Sandboxed HTML for an iframe (no JSON answer). */
export const showAdvertFrame = endpoint('get', '/api/publicidea/:location.html', {
  params: advertLocationParamsSchema,
  query: z.object({ language: languageSchema.default('fr') }),
});

/** How many offers a location has, so a screen shows no empty frame (no JSON frame to read). */
export const countAdverts = endpoint('get', '/api/publicidea/:location/count', {
  params: advertLocationParamsSchema,
  answer: z.object({ count: z.number().int().nonnegative() }),
});

export const listAdverts = endpoint('get', '/api/adverts', { answer: z.array(advertDtoSchema) });

/** advertId NEW_ID creates. */
export const saveAdvert = endpoint('post', '/api/adverts/:advertId', {
  params: advertSaveParamsSchema,
  body: advertSaveSchema,
  answer: advertDtoSchema,
});

export const deleteAdvert = endpoint('delete', '/api/adverts/:advertId', {
  params: advertIdParamsSchema,
});
