import { z } from 'zod';
import { Role } from '../../../contract/access';
import { accountNotEmptyErrorSchema } from '../../../contract/account-payloads';
import {
  bankDeleteQuerySchema,
  bankDtoSchema,
  bankIdParamsSchema,
  bankSaveParamsSchema,
  bankNameDtoSchema,
  bankSaveSchema,
} from '../../../contract/banks';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { listBankNames } from '../banks/banks.service';
import { deleteBank, getBank, listBanks, saveBank } from './bank-accounts.service';

export function banksRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/bankName',
      access: [Role.user],
      summary: 'The main French and online banks to pick a bank’s name from, “Autre banque” last',
      answer: z.array(bankNameDtoSchema),
      handle: () => listBankNames(db.kysely),
    }),
    defineRoute({
      method: 'get',
      path: '/api/bank',
      access: [Role.user],
      summary: 'The signed-in user’s banks, each with its accounts',
      answer: z.array(bankDtoSchema),
      handle: ({ userId }) => listBanks(db.kysely, userId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/bank/:bankId',
      access: [Role.user],
      summary: 'One bank with its accounts',
      params: bankIdParamsSchema,
      answer: bankDtoSchema,
      handle: ({ userId, params }) => getBank(db.kysely, userId, params.bankId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/bank/:bankId',
      access: [Role.user],
      summary: 'Creates a bank (bankId 0), named from GET /api/bankName or freely, or renames one',
      params: bankSaveParamsSchema,
      body: bankSaveSchema,
      answer: bankDtoSchema,
      handle: ({ userId, params, body }) => saveBank(db.kysely, userId, params.bankId, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/bank/:bankId',
      access: [Role.user],
      summary:
        'Deletes a bank with its accounts: refused for the main account; accounts holding operations need force=true',
      params: bankIdParamsSchema,
      query: bankDeleteQuerySchema,
      errors: [accountNotEmptyErrorSchema],
      reply: 'empty',
      handle: ({ userId, params, query }) =>
        deleteBank(db.kysely, userId, params.bankId, query.force),
    }),
  ];
}
