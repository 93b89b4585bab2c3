import { Role } from '../../../contract/access';
import {
  echeanceSettingsDtoSchema,
  echeanceSettingsSchema,
} from '../../../contract/echeance-settings';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { getEcheanceSettings, saveEcheanceSettings } from './echeances-settings.service';

export function echeancesSettingsRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/echeance-settings',
      access: [Role.user],
      summary: 'The echeance delay, the missed-dates policy and the plans that save themselves',
      answer: echeanceSettingsDtoSchema,
      handle: ({ userId }) => getEcheanceSettings(db.kysely, userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/echeance-settings',
      access: [Role.user],
      summary: 'Saves the echeance delay (0–30 days) and the missed-dates policy',
      body: echeanceSettingsSchema,
      answer: echeanceSettingsDtoSchema,
      handle: ({ userId, body }) => saveEcheanceSettings(db.kysely, userId, body),
    }),
  ];
}
