import { Role } from '../../../contract/access';
import * as cguApi from '../../../contract/endpoints/cgu';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { deleteCgu, getCgu, listCgus, saveCgu, usedCgus } from './cgu-admin.service';

const access = [Role.admin] as const;

/** Terms-of-use administration (spec 002 §5, §7). After cguRoutes: /current is not an id. */
export function cguAdminRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(cguApi.listCgus, {
      access,
      summary: 'Every version of the terms, newest first, with their agreement counts',
      handle: () => listCgus(db.kysely),
    }),
    defineRoute(cguApi.listUsedCgus, {
      access,
      summary: 'The terms in force (a list of one, or empty)',
      handle: () => usedCgus(db.kysely),
    }),
    defineRoute(cguApi.getCgu, {
      access,
      summary: 'One version of the terms',
      handle: ({ params }) => getCgu(db.kysely, params.idCgu),
    }),
    defineRoute(cguApi.saveCgu, {
      access,
      summary:
        'Creates (idCgu 0) or updates terms; used true puts them in force, so every user accepts them at their next visit',
      handle: ({ userId, params, body }) => saveCgu(db.kysely, userId, params.idCgu, body, clock()),
    }),
    defineRoute(cguApi.deleteCgu, {
      access,
      summary:
        'Deletes terms nobody agreed to (cgu.delete.agreed) and not in force (admin.cgu.delete.used.desc)',
      reply: 'empty',
      handle: ({ params }) => deleteCgu(db.kysely, params.idCgu),
    }),
  ];
}
