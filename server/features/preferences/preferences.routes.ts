import { z } from 'zod';
import { Role } from '../../../contract/access';
import {
  currencyDtoSchema,
  preferencesDtoSchema,
  preferencesSchema,
} from '../../../contract/settings';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { getPreferences, listCurrencies, savePreferences } from './preferences.service';

export function preferencesRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/preferences',
      access: [Role.user],
      summary: 'The signed-in user’s preferences',
      answer: preferencesDtoSchema,
      handle: ({ userId }) => getPreferences(db.kysely, userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/preferences',
      access: [Role.user],
      summary: 'Saves the preferences (currency, main account, language, display)',
      body: preferencesSchema,
      answer: preferencesDtoSchema,
      handle: ({ userId, body }) => savePreferences(db.kysely, userId, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/currencies',
      access: [Role.user],
      summary: 'Every currency a user can choose',
      answer: z.array(currencyDtoSchema),
      handle: () => listCurrencies(db.kysely),
    }),
  ];
}
