import { Role } from '../../../../contract/access';
import * as operationsApi from '../../../../contract/endpoints/operations';
import type { AppContext } from '../../../app-context';
import { defineRoute } from '../../../http/route';
import { pointOperations } from './operations-point.service';

// Declared before operationsSaveRoutes, whose /api/operation/:operationType/:operationId would
// otherwise read /point as an operation.

export function operationsPointRoutes({ db }: AppContext) {
  return [
    defineRoute(operationsApi.pointOperations, {
      access: [Role.user],
      summary: 'Points (state P) or unpoints (null) operations at once; answers how many changed',
      handle: ({ userId, body }) => pointOperations(db.kysely, userId, body),
    }),
  ];
}
