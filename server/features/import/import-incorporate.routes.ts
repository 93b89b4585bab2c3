import { Role } from '../../../contract/access';
import * as importApi from '../../../contract/endpoints/import';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { importHistory } from './import-history.service';
import { incorporateOffThread } from './import-off-thread';
import { revertIncorporation, undoMerge } from './import-undo.service';

// Incorporation and the import history; fixed words, mounted before /api/import/:importId.

export function importIncorporateRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(importApi.incorporate, {
      access: [Role.user],
      summary: 'Incorporates lines of an import report into an account, all or none',
      handle: ({ userId, body }) => incorporateOffThread(db, userId, body, clock()),
    }),
    defineRoute(importApi.listImportHistory, {
      access: [Role.user],
      summary: 'The import history of an account, newest first',
      handle: ({ userId, query }) => importHistory(db.kysely, userId, query.accountId),
    }),
    defineRoute(importApi.revertIncorporation, {
      access: [Role.user],
      summary: 'Reverts an incorporation whose lines were not edited since',
      handle: ({ userId, params }) =>
        revertIncorporation(db.kysely, userId, params.incorporationId, clock()),
    }),
    defineRoute(importApi.undoMerge, {
      access: [Role.user],
      summary: 'Undoes the merge of an imported line into an operation',
      handle: ({ userId, params }) => undoMerge(db.kysely, userId, params.operationId),
    }),
  ];
}
