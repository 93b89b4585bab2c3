import { z } from 'zod';
import { Role } from '../../../../contract/access';
import {
  operationBulkDeleteDtoSchema,
  operationBulkDeleteSchema,
} from '../../../../contract/operations-export';
import {
  ifMatchVersion,
  operationETag,
  operationPathSchema,
  operationSavedDtoSchema,
  operationSavePathSchema,
} from '../../../../contract/operations-save';
import type { AppContext } from '../../../app-context';
import { defineRoute } from '../../../http/route';
import { IDEMPOTENCY_HEADER } from './operations-idempotency';
import { deleteOperation, deleteOperations, saveOperation } from './operations-save.service';

// Writes of the books over HTTP (spec 001 §7).

export function operationsSaveRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/operation/delete',
      access: [Role.user],
      summary: 'Deletes operations (a transfer’s two legs together); Idempotency-Key replays',
      body: operationBulkDeleteSchema,
      answer: operationBulkDeleteDtoSchema,
      handle: ({ userId, body, req }) =>
        deleteOperations(db.kysely, userId, body, req.get(IDEMPOTENCY_HEADER)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/operation/:operationType/:operationId',
      access: [Role.user],
      summary: 'Saves an operation or a transfer (0 creates); If-Match guards an edit (412)',
      params: operationSavePathSchema,
      // The body's schema depends on the path's type: the service parses it.
      body: z.unknown(),
      answer: operationSavedDtoSchema,
      handle: async ({ userId, params, body, req, res }) => {
        const target = {
          kind: params.operationType,
          id: params.operationId,
          ifMatch: ifMatchVersion(req.get('If-Match')),
        };
        const key = req.get(IDEMPOTENCY_HEADER);
        const saved = await saveOperation(db.kysely, userId, target, body, key);
        res.set('ETag', operationETag(saved.version));
        return saved;
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/operation/:operationType/:operationId',
      access: [Role.user],
      summary: 'Deletes an operation (a transfer’s two legs); If-Match guards it (412)',
      params: operationPathSchema,
      reply: 'empty',
      handle: ({ userId, params, req }) =>
        deleteOperation(db.kysely, userId, {
          kind: params.operationType,
          id: params.operationId,
          ifMatch: ifMatchVersion(req.get('If-Match')),
        }),
    }),
  ];
}
