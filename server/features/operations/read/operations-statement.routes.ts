import { Role } from '../../../../contract/access';
import * as operationsApi from '../../../../contract/endpoints/operations';
import type { AppContext } from '../../../app-context';
import { defineRoute } from '../../../http/route';
import { lastStatement, saveStatement } from './operations-statement.service';

export function operationsStatementRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(operationsApi.getLastStatement, {
      access: [Role.user],
      summary: 'The last bank statement the account was reconciled against, or null',
      handle: ({ userId, params }) => lastStatement(db.kysely, userId, params.accountId),
    }),
    defineRoute(operationsApi.saveStatement, {
      access: [Role.user],
      summary:
        'Records a reconciled statement: its closing balance must equal the pointed balance on its date, never before the last one',
      handle: ({ userId, params, body }) =>
        saveStatement(db.kysely, userId, params.accountId, body, new Date(clock())),
    }),
  ];
}
