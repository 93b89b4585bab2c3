import { Role } from '../../../contract/access';
import { OPERATION_BALANCE_HEADER } from '../../../contract/operations';
import {
  operationBalanceDtoSchema,
  operationDtoSchema,
  operationListDtoSchema,
} from '../../../contract/operations-dto';
import {
  operationBalanceQuerySchema,
  operationListQuerySchema,
} from '../../../contract/operations-query';
import { operationETag, operationPathSchema } from '../../../contract/operations-save';
import type { AppContext } from '../../app-context';
import { compressFast } from '../../http/compress';
import { defineRoute } from '../../http/route';
import { getOperation, listOperations, operationBalance } from './operations-read.service';

export function operationsReadRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/operation',
      access: [Role.user],
      summary: `The operations of a period with their running balance; the balance before the first line in ${OPERATION_BALANCE_HEADER}`,
      query: operationListQuerySchema,
      answer: operationListDtoSchema,
      before: [compressFast],
      handle: async ({ userId, query, res }) => {
        const { startBalance, operations } = await listOperations(db.kysely, userId, query);
        res.setHeader(OPERATION_BALANCE_HEADER, String(startBalance));
        return operations;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/operation/balance',
      access: [Role.user],
      summary: 'The initial balances plus the operations before a date (pointed ones with state=P)',
      query: operationBalanceQuerySchema,
      answer: operationBalanceDtoSchema,
      handle: ({ userId, query }) => operationBalance(db.kysely, userId, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/operation/:operationType/:operationId',
      access: [Role.user],
      summary: 'One operation; its ETag is the row version, for If-Match on save',
      params: operationPathSchema,
      answer: operationDtoSchema,
      handle: async ({ userId, params, res }) => {
        const { operation, version } = await getOperation(
          db.kysely,
          userId,
          params.operationType,
          params.operationId,
        );
        res.setHeader('ETag', operationETag(version));
        return operation;
      },
    }),
  ];
}
