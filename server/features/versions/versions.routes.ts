import { Role } from '../../../contract/access';
import { versionsTableSchema } from '../../../contract/versions';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { getVersionsTable, saveVersionsTable } from './versions.service';

export function versionsRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/versions',
      access: 'public',
      summary: 'The FREE/PREMIUM comparison (public: the anonymous versions page shows it)',
      answer: versionsTableSchema,
      handle: () => getVersionsTable(db.kysely),
    }),
    defineRoute({
      method: 'post',
      path: '/api/versions',
      access: [Role.admin],
      summary: 'Replaces the FREE/PREMIUM comparison (admins)',
      body: versionsTableSchema,
      answer: versionsTableSchema,
      handle: ({ body }) => saveVersionsTable(db.kysely, body),
    }),
  ];
}
