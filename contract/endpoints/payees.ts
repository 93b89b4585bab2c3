import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  payeeDtoSchema,
  payeeFormatDtoSchema,
  payeeFormatSchema,
  payeeIdParamsSchema,
  payeeSaveSchema,
  payeesHasOperationsDtoSchema,
  payeesHasOperationsQuerySchema,
  refreshPayeeDtoSchema,
} from '../payees';

export const listPayees = endpoint('get', '/api/payees', {
  answer: z.array(payeeDtoSchema),
});

/** Creates a payee, or updates the one of payeeId. */
export const savePayee = endpoint('post', '/api/payees', {
  body: payeeSaveSchema,
  answer: payeeDtoSchema,
});

export const payeesHaveOperations = endpoint('get', '/api/payees/has-operations', {
  query: payeesHasOperationsQuerySchema,
  answer: payeesHasOperationsDtoSchema,
});

export const getPayee = endpoint('get', '/api/payees/:payeeId', {
  params: payeeIdParamsSchema,
  answer: payeeDtoSchema,
});

export const formatPayeeName = endpoint('post', '/api/payees/format', {
  body: payeeFormatSchema,
  answer: payeeFormatDtoSchema,
});

export const deletePayee = endpoint('delete', '/api/payees/:payeeId', {
  params: payeeIdParamsSchema,
});

export const refreshPayeeOperations = endpoint('post', '/api/operation/refreshPayee/:payeeId', {
  params: payeeIdParamsSchema,
  answer: refreshPayeeDtoSchema,
});
