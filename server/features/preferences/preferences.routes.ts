import { Role } from '../../../contract/access';
import * as preferencesApi from '../../../contract/endpoints/preferences';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { getPreferences, listCurrencies, savePreferences } from './preferences.service';

export function preferencesRoutes({ db }: AppContext) {
  return [
    defineRoute(preferencesApi.getPreferences, {
      access: [Role.user],
      summary: 'The signed-in user’s preferences',
      handle: ({ userId }) => getPreferences(db.kysely, userId),
    }),
    defineRoute(preferencesApi.savePreferences, {
      access: [Role.user],
      summary: 'Saves the preferences (currency, main account, language, display)',
      handle: ({ userId, body }) => savePreferences(db.kysely, userId, body),
    }),
    defineRoute(preferencesApi.listCurrencies, {
      access: [Role.user],
      summary: 'Every currency a user can choose',
      handle: () => listCurrencies(db.kysely),
    }),
  ];
}
