import { Role } from '../../../contract/access';
import * as versionsApi from '../../../contract/endpoints/versions';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { getVersionsTable, saveVersionsTable } from './versions.service';

export function versionsRoutes({ db }: AppContext) {
  return [
    defineRoute(versionsApi.getVersionsTable, {
      access: 'public',
      summary: 'The FREE/PREMIUM comparison (public: the anonymous versions page shows it)',
      handle: () => getVersionsTable(db.kysely),
    }),
    defineRoute(versionsApi.saveVersionsTable, {
      access: [Role.admin],
      summary: 'Replaces the FREE/PREMIUM comparison (admins)',
      handle: ({ body }) => saveVersionsTable(db.kysely, body),
    }),
  ];
}
