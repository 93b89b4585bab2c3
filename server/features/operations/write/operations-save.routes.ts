import { Role } from '../../../../contract/access';
import * as operationsApi from '../../../../contract/endpoints/operations';
import { ifMatchVersion, operationETag } from '../../../../contract/operations-save';
import type { AppContext } from '../../../app-context';
import { defineRoute } from '../../../http/route';
import { IDEMPOTENCY_HEADER } from './operations-idempotency.service';
import { deleteOperation, deleteOperations, saveOperation } from './operations-save.service';

// Writes of the books over HTTP (spec 001 §7).

export function operationsSaveRoutes({ db }: AppContext) {
  return [
    defineRoute(operationsApi.deleteOperations, {
      access: [Role.user],
      summary: 'Deletes operations (a transfer’s two legs together); Idempotency-Key replays',
      handle: ({ userId, body, req }) =>
        deleteOperations(db.kysely, userId, body, req.get(IDEMPOTENCY_HEADER)),
    }),
    defineRoute(operationsApi.saveOperation, {
      access: [Role.user],
      summary: 'Saves an operation or a transfer (0 creates); If-Match guards an edit (412)',
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
    defineRoute(operationsApi.deleteOperation, {
      access: [Role.user],
      summary: 'Deletes an operation (a transfer’s two legs); If-Match guards it (412)',
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
