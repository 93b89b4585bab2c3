import { Role } from '../../../../contract/access';
import * as operationsApi from '../../../../contract/endpoints/operations';
import { OPERATION_BALANCE_HEADER, OPERATION_TOTAL_HEADER } from '../../../../contract/operations';
import { operationETag } from '../../../../contract/operations-save';
import type { AppContext } from '../../../app-context';
import { AnswerCache, prepareJson, sendPrepared } from '../../../http/answer-cache';
import { defineRoute } from '../../../http/route';
import { getOperation, listOperations, operationBalance } from './operations-read.service';

// Month pages kept gzipped per user while the books version they were built at holds: 64 MB,
// about 2,000 pages of 250 lines, and at most 32 pages per user.
const CACHE_BYTES = 64 * 1024 * 1024;
const PAGES_PER_USER = 32;

export function operationsReadRoutes({ db }: AppContext) {
  const pages = new AnswerCache(CACHE_BYTES, PAGES_PER_USER);
  return [
    defineRoute(operationsApi.listOperations, {
      access: [Role.user],
      summary: `The operations of a period (or a page of them with size and page) with their running balance; the balance before the first line in ${OPERATION_BALANCE_HEADER}, with a page the period's line count in ${OPERATION_TOTAL_HEADER}`,
      reply: 'custom',
      produces: 'application/json',
      handle: async ({ user, userId, query, req, res, checked }) => {
        // Read with the session: the page is kept under the version before its lines were read.
        const version = user.facts.booksVersion;
        const key = JSON.stringify(query);
        let page = pages.get(userId, version, key);
        if (!page) {
          const { startBalance, operations, total } = await listOperations(
            db.kysely,
            userId,
            query,
          );
          page = await prepareJson(checked(operations), {
            [OPERATION_BALANCE_HEADER]: String(startBalance),
            ...(total === null ? {} : { [OPERATION_TOTAL_HEADER]: String(total) }),
          });
          if (version >= 0) pages.set(userId, version, key, page);
        }
        sendPrepared(req, res, page);
      },
    }),
    defineRoute(operationsApi.getOperationsBalance, {
      access: [Role.user],
      summary: 'The initial balances plus the operations before a date (pointed ones with state=P)',
      handle: ({ userId, query }) => operationBalance(db.kysely, userId, query),
    }),
    defineRoute(operationsApi.getOperation, {
      access: [Role.user],
      summary: 'One operation; its ETag is the row version, for If-Match on save',
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
