import { Role } from '../../../../contract/access';
import * as operationsApi from '../../../../contract/endpoints/operations';
import type { AppContext } from '../../../app-context';
import { compressFast } from '../../../http/compress';
import { defineRoute } from '../../../http/route';
import { countSearch, search } from './operations-search.service';

// Declared before operationsReadRoutes, whose /api/operation/:operationType/:operationId would
// otherwise read /search/count as an operation.

export function operationsSearchRoutes({ db }: AppContext) {
  return [
    defineRoute(operationsApi.countSearchOperations, {
      access: [Role.user],
      summary: 'How many operations the search finds (more than 1,500 is refused)',
      handle: ({ userId, query }) => countSearch(db.kysely, userId, query),
    }),
    defineRoute(operationsApi.searchOperations, {
      access: [Role.user],
      summary: 'One page of the operations the search finds, oldest first',
      before: [compressFast],
      handle: ({ userId, query }) => search(db.kysely, userId, query),
    }),
  ];
}
