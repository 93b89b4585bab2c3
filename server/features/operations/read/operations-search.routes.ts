import { Role } from '../../../../contract/access';
import { operationListDtoSchema } from '../../../../contract/operations-dto';
import {
  operationSearchCountDtoSchema,
  operationSearchQuerySchema,
} from '../../../../contract/operations-search';
import type { AppContext } from '../../../app-context';
import { compressFast } from '../../../http/compress';
import { defineRoute } from '../../../http/route';
import { countSearch, search } from './operations-search.service';

// Declared before operationsReadRoutes, whose /api/operation/:operationType/:operationId would
// otherwise read /search/count as an operation.

export function operationsSearchRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/operation/search/count',
      access: [Role.user],
      summary: 'How many operations the search finds (more than 1,500 is refused)',
      query: operationSearchQuerySchema,
      answer: operationSearchCountDtoSchema,
      handle: ({ userId, query }) => countSearch(db.kysely, userId, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/operation/search',
      access: [Role.user],
      summary: 'One page of the operations the search finds, oldest first',
      query: operationSearchQuerySchema,
      answer: operationListDtoSchema,
      before: [compressFast],
      handle: ({ userId, query }) => search(db.kysely, userId, query),
    }),
  ];
}
