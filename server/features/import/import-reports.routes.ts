import { z } from 'zod';
import { Role } from '../../../contract/access';
import {
  importAccountSchema,
  importIdParamsSchema,
  importReportDtoSchema,
  importReportSummarySchema,
} from '../../../contract/import';
import { csvLayoutSchema } from '../../../contract/import-csv-layout';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { setReportAccount, setReportCsvLayout } from './import-report-changes.service';
import { deleteReport, getReport, listReports } from './import-reports.service';

/** Last of the /api/import routes: {importId} would take their words. */
export function importReportsRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/import',
      access: [Role.user],
      summary: 'The reports under review',
      answer: z.array(importReportSummarySchema),
      handle: ({ userId }) => listReports(db.kysely, userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/import/:importId/csv-layout',
      access: [Role.user],
      summary: 'Reads the CSV file of the report again with this column mapping',
      params: importIdParamsSchema,
      body: csvLayoutSchema,
      answer: importReportDtoSchema,
      handle: async ({ userId, params, body }) => {
        await setReportCsvLayout(db.kysely, userId, params.importId, body);
        return getReport(db.kysely, userId, params.importId, clock());
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/import/:importId',
      access: [Role.user],
      summary: 'A report under review with its lines, their matches and the balances',
      params: importIdParamsSchema,
      answer: importReportDtoSchema,
      handle: ({ userId, params }) => getReport(db.kysely, userId, params.importId, clock()),
    }),
    defineRoute({
      method: 'post',
      path: '/api/import/:importId',
      access: [Role.user],
      summary: 'The account the report goes to; its lines are matched again',
      params: importIdParamsSchema,
      body: importAccountSchema,
      answer: importReportDtoSchema,
      handle: async ({ userId, params, body }) => {
        await setReportAccount(db.kysely, userId, params.importId, body.accountId);
        return getReport(db.kysely, userId, params.importId, clock());
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/import/:importId',
      access: [Role.user],
      summary: 'Deletes a report under review and its lines (never the import history)',
      params: importIdParamsSchema,
      reply: 'empty',
      handle: ({ userId, params }) => deleteReport(db.kysely, userId, params.importId),
    }),
  ];
}
