import { Role } from '../../../contract/access';
import { accountTypeTree } from '../../../contract/account-dtos';
import { accountNotEmptyErrorSchema } from '../../../contract/account-payloads';
import * as accountsApi from '../../../contract/endpoints/accounts';
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
    defineRoute(accountsApi.listAccounts, {
      access: [Role.user],
      summary: 'The signed-in user’s accounts, as account selectors show them',
      handle: ({ userId }) => listAccounts(db.kysely, userId),
    }),
    defineRoute(accountsApi.listAccountTypes, {
      access: [Role.user],
      summary: 'The account types, grouped by family (labels: account.type.<code>)',
      handle: () => accountTypeTree(),
    }),
    defineRoute(accountsApi.listAccountsByType, {
      access: [Role.user],
      summary: 'The user’s accounts by family and type, keeping only types that hold accounts',
      handle: ({ userId }) => listAccountsByType(db.kysely, userId),
    }),
    defineRoute(accountsApi.getAccount, {
      access: [Role.user],
      summary: 'One account, every field',
      handle: ({ userId, params }) => getAccount(db.kysely, userId, params.accountId),
    }),
    defineRoute(accountsApi.saveAccount, {
      access: [Role.user],
      summary:
        'Creates an account (accountId 0) in an own bank (bankId) or a bank named from the list (bankNameId), or updates one',
      handle: ({ userId, params, body }) => saveAccount(db.kysely, userId, params.accountId, body),
    }),
    defineRoute(accountsApi.deleteAccount, {
      access: [Role.user],
      summary:
        'Deletes an account: refused for the main account; one holding operations needs force=true',
      errors: [accountNotEmptyErrorSchema],
      reply: 'empty',
      handle: ({ userId, params, query }) =>
        deleteAccount(db.kysely, userId, params.accountId, query.force),
    }),
    defineRoute(accountsApi.getAccountBalance, {
      access: [Role.user],
      summary: 'Balance and pointed balance at the end of a day (today by default)',
      handle: ({ userId, params, query }) =>
        accountBalance(db.kysely, userId, params.accountId, query.date, clock()),
    }),
    defineRoute(accountsApi.markAccountUpToDate, {
      access: [Role.user],
      summary: 'Marks the account as up to date now',
      handle: ({ userId, params }) => markUpToDate(db.kysely, userId, params.accountId, clock()),
    }),
  ];
}
