import { Role } from '../../../../contract/access';
import { accountIdParamsSchema } from '../../../../contract/account-payloads';
import {
  lastStatementDtoSchema,
  statementDtoSchema,
  statementSaveSchema,
} from '../../../../contract/operations-reconciliation';
import type { AppContext } from '../../../app-context';
import { defineRoute } from '../../../http/route';
import { lastStatement, saveStatement } from './operations-statement.service';

export function operationsStatementRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/account/:accountId/statement',
      access: [Role.user],
      summary: 'The last bank statement the account was reconciled against, or null',
      params: accountIdParamsSchema,
      answer: lastStatementDtoSchema,
      handle: ({ userId, params }) => lastStatement(db.kysely, userId, params.accountId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/account/:accountId/statement',
      access: [Role.user],
      summary:
        'Records a reconciled statement: its closing balance must equal the pointed balance on its date, never before the last one',
      params: accountIdParamsSchema,
      body: statementSaveSchema,
      answer: statementDtoSchema,
      handle: ({ userId, params, body }) =>
        saveStatement(db.kysely, userId, params.accountId, body, new Date(clock())),
    }),
  ];
}
