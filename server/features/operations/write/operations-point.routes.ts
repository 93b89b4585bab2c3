import { Role } from '../../../../contract/access';
import {
  operationPointDtoSchema,
  operationPointSchema,
} from '../../../../contract/operations-point';
import type { AppContext } from '../../../app-context';
import { defineRoute } from '../../../http/route';
import { pointOperations } from './operations-point.service';

// Declared before operationsSaveRoutes, whose /api/operation/:operationType/:operationId would
// otherwise read /point as an operation.

export function operationsPointRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/operation/point',
      access: [Role.user],
      summary: 'Points (state P) or unpoints (null) operations at once; answers how many changed',
      body: operationPointSchema,
      answer: operationPointDtoSchema,
      handle: ({ userId, body }) => pointOperations(db.kysely, userId, body),
    }),
  ];
}
