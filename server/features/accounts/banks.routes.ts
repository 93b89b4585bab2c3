import { Role } from '../../../contract/access';
import { accountNotEmptyErrorSchema } from '../../../contract/account-payloads';
import * as accountsApi from '../../../contract/endpoints/accounts';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { listBankNames } from '../banks/banks.service';
import { deleteBank, getBank, listBanks, saveBank } from './bank-accounts.service';

export function banksRoutes({ db }: AppContext) {
  return [
    defineRoute(accountsApi.listBankNames, {
      access: [Role.user],
      summary: 'The main French and online banks to pick a bank’s name from, “Autre banque” last',
      handle: () => listBankNames(db.kysely),
    }),
    defineRoute(accountsApi.listBanks, {
      access: [Role.user],
      summary: 'The signed-in user’s banks, each with its accounts',
      handle: ({ userId }) => listBanks(db.kysely, userId),
    }),
    defineRoute(accountsApi.getBank, {
      access: [Role.user],
      summary: 'One bank with its accounts',
      handle: ({ userId, params }) => getBank(db.kysely, userId, params.bankId),
    }),
    defineRoute(accountsApi.saveBank, {
      access: [Role.user],
      summary: 'Creates a bank (bankId 0), named from GET /api/bankName or freely, or renames one',
      handle: ({ userId, params, body }) => saveBank(db.kysely, userId, params.bankId, body),
    }),
    defineRoute(accountsApi.deleteBank, {
      access: [Role.user],
      summary:
        'Deletes a bank with its accounts: refused for the main account; accounts holding operations need force=true',
      errors: [accountNotEmptyErrorSchema],
      reply: 'empty',
      handle: ({ userId, params, query }) =>
        deleteBank(db.kysely, userId, params.bankId, query.force),
    }),
  ];
}
