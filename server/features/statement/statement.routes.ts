import { Role } from '../../../contract/access';
import * as statementApi from '../../../contract/endpoints/statement';
import { statementFilterOfExport, statementFilterOfQuery } from '../../../contract/statement';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { statementCsvOf } from './statement-export.service';
import { statementOf } from './statement.service';

export function statementRoutes({ db }: AppContext) {
  return [
    defineRoute(statementApi.getStatement, {
      access: [Role.user],
      summary:
        'Planned against real over a period, per category and payee, filtered by categories, payees and tags (previsionnel.statement.no-period without dates)',
      handle: ({ userId, query }) => statementOf(db.kysely, userId, statementFilterOfQuery(query)),
    }),
    defineRoute(statementApi.exportStatement, {
      access: [Role.user],
      summary:
        'The statement as CSV (CSV_EXPORT functionality); export.no.data when it has no line',
      reply: 'custom',
      handle: async ({ user, body, res }) => {
        const csv = await statementCsvOf(db.kysely, user, statementFilterOfExport(body));
        res.type('text/csv; charset=utf-8').attachment('statement.csv').send(csv);
      },
    }),
  ];
}
