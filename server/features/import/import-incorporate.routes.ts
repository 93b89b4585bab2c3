import { z } from 'zod';
import { Role } from '../../../contract/access';
import {
  importHistoryQuerySchema,
  importIncorporationDtoSchema,
  incorporateDtoSchema,
  incorporateSchema,
  incorporationIdParamsSchema,
  mergedOperationIdParamsSchema,
  revertDtoSchema,
} from '../../../contract/import';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { importHistory } from './import-history.service';
import { incorporate } from './import-incorporate.service';
import { revertIncorporation, undoMerge } from './import-undo.service';

// Incorporation and the import history; fixed words, mounted before /api/import/:importId.

export function importIncorporateRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/import/incorporate',
      access: [Role.user],
      summary: 'Incorporates lines of an import report into an account, all or none',
      body: incorporateSchema,
      answer: incorporateDtoSchema,
      handle: ({ userId, body }) => incorporate(db.kysely, userId, body, clock()),
    }),
    defineRoute({
      method: 'get',
      path: '/api/import/history',
      access: [Role.user],
      summary: 'The import history of an account, newest first',
      query: importHistoryQuerySchema,
      answer: z.array(importIncorporationDtoSchema),
      handle: ({ userId, query }) => importHistory(db.kysely, userId, query.accountId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/import/history/:incorporationId/revert',
      access: [Role.user],
      summary: 'Reverts an incorporation whose lines were not edited since',
      params: incorporationIdParamsSchema,
      answer: revertDtoSchema,
      handle: ({ userId, params }) =>
        revertIncorporation(db.kysely, userId, params.incorporationId, clock()),
    }),
    defineRoute({
      method: 'post',
      path: '/api/import/merge/:operationId/undo',
      access: [Role.user],
      summary: 'Undoes the merge of an imported line into an operation',
      params: mergedOperationIdParamsSchema,
      answer: importIncorporationDtoSchema,
      handle: ({ userId, params }) => undoMerge(db.kysely, userId, params.operationId),
    }),
  ];
}
