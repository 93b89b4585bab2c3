import { z } from 'zod';
import {
  echeanceSettingsDtoSchema,
  echeanceSettingsSchema,
  occurrenceMatchSchema,
  occurrenceParamsSchema,
  occurrenceStateDtoSchema,
} from '../echeance-settings';
import {
  echeanceBulkDeleteDtoSchema,
  echeanceBulkDeleteSchema,
  echeanceDtoSchema,
  echeanceIdParamsSchema,
  echeanceSaveParamsSchema,
  frequencyDtoSchema,
} from '../echeances-dto';
import { echeanceSaveSchema } from '../echeances-save';
import { endpoint } from '../endpoint';

export const listFrequencies = endpoint('get', '/api/frequencies', {
  answer: z.array(frequencyDtoSchema),
});

export const listEcheances = endpoint('get', '/api/echeances', {
  answer: z.array(echeanceDtoSchema),
});

export const deleteEcheances = endpoint('post', '/api/echeances/delete', {
  body: echeanceBulkDeleteSchema,
  answer: echeanceBulkDeleteDtoSchema,
});

export const getEcheance = endpoint('get', '/api/echeances/:idEcheance', {
  params: echeanceIdParamsSchema,
  answer: echeanceDtoSchema,
});

export const saveEcheance = endpoint('post', '/api/echeances/:idEcheance', {
  params: echeanceSaveParamsSchema,
  body: echeanceSaveSchema,
  answer: echeanceDtoSchema,
});

export const deleteEcheance = endpoint('delete', '/api/echeances/:idEcheance', {
  params: echeanceIdParamsSchema,
});

export const getEcheanceSettings = endpoint('get', '/api/echeance-settings', {
  answer: echeanceSettingsDtoSchema,
});

export const saveEcheanceSettings = endpoint('post', '/api/echeance-settings', {
  body: echeanceSettingsSchema,
  answer: echeanceSettingsDtoSchema,
});

const occurrencePath = '/api/echeances/:idEcheance/occurrences/:date/match';

export const matchOccurrence = endpoint('post', occurrencePath, {
  params: occurrenceParamsSchema,
  body: occurrenceMatchSchema,
  answer: occurrenceStateDtoSchema,
});

export const undoOccurrence = endpoint('delete', occurrencePath, {
  params: occurrenceParamsSchema,
});
