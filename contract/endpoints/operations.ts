import { z } from 'zod';
import { endpoint } from '../endpoint';
import { accountIdParamsSchema } from '../account-payloads';
import {
  operationBalanceDtoSchema,
  operationDtoSchema,
  operationListDtoSchema,
} from '../operations-dto';
import {
  operationBulkDeleteDtoSchema,
  operationBulkDeleteSchema,
  operationExportSchema,
} from '../operations-export';
import { operationPointDtoSchema, operationPointSchema } from '../operations-point';
import { operationBalanceQuerySchema, operationListQuerySchema } from '../operations-query';
import {
  lastStatementDtoSchema,
  statementDtoSchema,
  statementSaveSchema,
} from '../operations-reconciliation';
import {
  operationPathSchema,
  operationSavedDtoSchema,
  operationSavePathSchema,
} from '../operations-save';
import { operationSearchCountDtoSchema, operationSearchQuerySchema } from '../operations-search';

/** The balance before the first line is in the OPERATION_BALANCE_HEADER header. */
export const listOperations = endpoint('get', '/api/operation', {
  query: operationListQuerySchema,
  answer: operationListDtoSchema,
});

export const getOperationsBalance = endpoint('get', '/api/operation/balance', {
  query: operationBalanceQuerySchema,
  answer: operationBalanceDtoSchema,
});

/** Its ETag header is the row version, for If-Match on save. */
export const getOperation = endpoint('get', '/api/operation/:operationType/:operationId', {
  params: operationPathSchema,
  answer: operationDtoSchema,
});

export const countSearchOperations = endpoint('get', '/api/operation/search/count', {
  query: operationSearchQuerySchema,
  answer: operationSearchCountDtoSchema,
});

export const searchOperations = endpoint('get', '/api/operation/search', {
  query: operationSearchQuerySchema,
  answer: operationListDtoSchema,
});

export const exportOperations = endpoint('post', '/api/export/operations', {
  body: operationExportSchema,
  answer: operationListDtoSchema,
});

export const getLastStatement = endpoint('get', '/api/account/:accountId/statement', {
  params: accountIdParamsSchema,
  answer: lastStatementDtoSchema,
});

export const saveStatement = endpoint('post', '/api/account/:accountId/statement', {
  params: accountIdParamsSchema,
  body: statementSaveSchema,
  answer: statementDtoSchema,
});

export const pointOperations = endpoint('post', '/api/operation/point', {
  body: operationPointSchema,
  answer: operationPointDtoSchema,
});

export const deleteOperations = endpoint('post', '/api/operation/delete', {
  body: operationBulkDeleteSchema,
  answer: operationBulkDeleteDtoSchema,
});

export const saveOperation = endpoint('post', '/api/operation/:operationType/:operationId', {
  params: operationSavePathSchema,
  // The body's schema depends on the path's type: the server's service parses it.
  body: z.unknown(),
  answer: operationSavedDtoSchema,
});

/** If-Match guards it (412). */
export const deleteOperation = endpoint('delete', '/api/operation/:operationType/:operationId', {
  params: operationPathSchema,
});
