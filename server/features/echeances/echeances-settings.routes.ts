import { Role } from '../../../contract/access';
import * as echeancesApi from '../../../contract/endpoints/echeances';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { getEcheanceSettings, saveEcheanceSettings } from './echeances-settings.service';

export function echeancesSettingsRoutes({ db }: AppContext) {
  return [
    defineRoute(echeancesApi.getEcheanceSettings, {
      access: [Role.user],
      summary: 'The echeance delay, the missed-dates policy and the plans that save themselves',
      handle: ({ userId }) => getEcheanceSettings(db.kysely, userId),
    }),
    defineRoute(echeancesApi.saveEcheanceSettings, {
      access: [Role.user],
      summary: 'Saves the echeance delay (0–30 days) and the missed-dates policy',
      handle: ({ userId, body }) => saveEcheanceSettings(db.kysely, userId, body),
    }),
  ];
}
