import { Role } from '../../../contract/access';
import {
  statementDtoSchema,
  statementExportSchema,
  statementFilterOfExport,
  statementFilterOfQuery,
  statementQuerySchema,
} from '../../../contract/statement';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { statementCsvOf } from './statement-export.service';
import { statementOf } from './statement.service';

export function statementRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/echeances/statement',
      access: [Role.user],
      summary:
        'Planned against real over a period, per category and payee, filtered by categories, payees and tags (previsionnel.statement.no-period without dates)',
      query: statementQuerySchema,
      answer: statementDtoSchema,
      handle: ({ userId, query }) => statementOf(db.kysely, userId, statementFilterOfQuery(query)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/export/statement',
      access: [Role.user],
      summary:
        'The statement as CSV (CSV_EXPORT functionality); export.no.data when it has no line',
      body: statementExportSchema,
      reply: 'custom',
      handle: async ({ user, body, res }) => {
        const csv = await statementCsvOf(db.kysely, user, statementFilterOfExport(body));
        res.type('text/csv; charset=utf-8').attachment('statement.csv').send(csv);
      },
    }),
  ];
}
