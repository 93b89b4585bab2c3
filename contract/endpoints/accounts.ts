import { z } from 'zod';
import { endpoint } from '../endpoint';
import { accountDtoSchema, accountTypeNodeSchema } from '../account-dtos';
import {
  accountBalanceDtoSchema,
  accountBalanceQuerySchema,
  accountDeleteQuerySchema,
  accountIdParamsSchema,
  accountLastUpdateDtoSchema,
  accountSaveParamsSchema,
  accountSaveSchema,
} from '../account-payloads';
import { accountSummarySchema } from '../accounts-summary';
import {
  bankDeleteQuerySchema,
  bankDtoSchema,
  bankIdParamsSchema,
  bankNameDtoSchema,
  bankSaveParamsSchema,
  bankSaveSchema,
} from '../banks';

export const listAccounts = endpoint('get', '/api/account', {
  answer: z.array(accountSummarySchema),
});

export const listAccountTypes = endpoint('get', '/api/account/type', {
  answer: z.array(accountTypeNodeSchema),
});

export const listAccountsByType = endpoint('get', '/api/account/byType', {
  answer: z.array(accountTypeNodeSchema),
});

export const getAccount = endpoint('get', '/api/account/:accountId', {
  params: accountIdParamsSchema,
  answer: accountDtoSchema,
});

export const saveAccount = endpoint('post', '/api/account/:accountId', {
  params: accountSaveParamsSchema,
  body: accountSaveSchema,
  answer: accountDtoSchema,
});

export const deleteAccount = endpoint('delete', '/api/account/:accountId', {
  params: accountIdParamsSchema,
  query: accountDeleteQuerySchema,
});

export const getAccountBalance = endpoint('get', '/api/account/:accountId/balance', {
  params: accountIdParamsSchema,
  query: accountBalanceQuerySchema,
  answer: accountBalanceDtoSchema,
});

export const markAccountUpToDate = endpoint('post', '/api/account/:accountId/lastUpdate', {
  params: accountIdParamsSchema,
  answer: accountLastUpdateDtoSchema,
});

export const listBankNames = endpoint('get', '/api/bankName', {
  answer: z.array(bankNameDtoSchema),
});

export const listBanks = endpoint('get', '/api/bank', {
  answer: z.array(bankDtoSchema),
});

export const getBank = endpoint('get', '/api/bank/:bankId', {
  params: bankIdParamsSchema,
  answer: bankDtoSchema,
});

export const saveBank = endpoint('post', '/api/bank/:bankId', {
  params: bankSaveParamsSchema,
  body: bankSaveSchema,
  answer: bankDtoSchema,
});

export const deleteBank = endpoint('delete', '/api/bank/:bankId', {
  params: bankIdParamsSchema,
  query: bankDeleteQuerySchema,
});
