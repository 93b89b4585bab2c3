import { z } from 'zod';
import { endpoint } from '../endpoint';
import { currencyDtoSchema, preferencesDtoSchema, preferencesSchema } from '../settings';

export const getPreferences = endpoint('get', '/api/preferences', {
  answer: preferencesDtoSchema,
});

export const savePreferences = endpoint('post', '/api/preferences', {
  body: preferencesSchema,
  answer: preferencesDtoSchema,
});

export const listCurrencies = endpoint('get', '/api/currencies', {
  answer: z.array(currencyDtoSchema),
});
