import { z } from 'zod';
import { Role } from '../../../contract/access';
import {
  accountDtoSchema,
  accountTypeNodeSchema,
  accountTypeTree,
} from '../../../contract/account-dtos';
import {
  accountBalanceDtoSchema,
  accountBalanceQuerySchema,
  accountDeleteQuerySchema,
  accountIdParamsSchema,
  accountSaveParamsSchema,
  accountLastUpdateDtoSchema,
  accountNotEmptyErrorSchema,
  accountSaveSchema,
} from '../../../contract/account-payloads';
import { accountSummarySchema } from '../../../contract/accounts-summary';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { deleteAccount } from './account-deletion.service';
import {
  accountBalance,
  getAccount,
  listAccounts,
  listAccountsByType,
  markUpToDate,
  saveAccount,
} from './accounts.service';

// The fixed paths (/type, /byType) come before /:accountId, which would take them for ids.

export function accountsRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/account',
      access: [Role.user],
      summary: 'The signed-in user’s accounts, as account selectors show them',
      answer: z.array(accountSummarySchema),
      handle: ({ userId }) => listAccounts(db.kysely, userId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/account/type',
      access: [Role.user],
      summary: 'The account types, grouped by family (labels: account.type.<code>)',
      answer: z.array(accountTypeNodeSchema),
      handle: () => accountTypeTree(),
    }),
    defineRoute({
      method: 'get',
      path: '/api/account/byType',
      access: [Role.user],
      summary: 'The user’s accounts by family and type, keeping only types that hold accounts',
      answer: z.array(accountTypeNodeSchema),
      handle: ({ userId }) => listAccountsByType(db.kysely, userId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/account/:accountId',
      access: [Role.user],
      summary: 'One account, every field',
      params: accountIdParamsSchema,
      answer: accountDtoSchema,
      handle: ({ userId, params }) => getAccount(db.kysely, userId, params.accountId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/account/:accountId',
      access: [Role.user],
      summary:
        'Creates an account (accountId 0) in an own bank (bankId) or a bank named from the list (bankNameId), or updates one',
      params: accountSaveParamsSchema,
      body: accountSaveSchema,
      answer: accountDtoSchema,
      handle: ({ userId, params, body }) => saveAccount(db.kysely, userId, params.accountId, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/account/:accountId',
      access: [Role.user],
      summary:
        'Deletes an account: refused for the main account; one holding operations needs force=true',
      params: accountIdParamsSchema,
      query: accountDeleteQuerySchema,
      errors: [accountNotEmptyErrorSchema],
      reply: 'empty',
      handle: ({ userId, params, query }) =>
        deleteAccount(db.kysely, userId, params.accountId, query.force),
    }),
    defineRoute({
      method: 'get',
      path: '/api/account/:accountId/balance',
      access: [Role.user],
      summary: 'Balance and pointed balance at the end of a day (today by default)',
      params: accountIdParamsSchema,
      query: accountBalanceQuerySchema,
      answer: accountBalanceDtoSchema,
      handle: ({ userId, params, query }) =>
        accountBalance(db.kysely, userId, params.accountId, query.date, clock()),
    }),
    defineRoute({
      method: 'post',
      path: '/api/account/:accountId/lastUpdate',
      access: [Role.user],
      summary: 'Marks the account as up to date now',
      params: accountIdParamsSchema,
      answer: accountLastUpdateDtoSchema,
      handle: ({ userId, params }) => markUpToDate(db.kysely, userId, params.accountId, clock()),
    }),
  ];
}
