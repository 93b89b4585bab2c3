import { Role } from '../../../contract/access';
import * as importApi from '../../../contract/endpoints/import';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import {
  setReportAccount,
  setReportCsvLayout,
  setReportDateOrder,
} from './import-report-changes.service';
import { deleteReport, getReport, listReports } from './import-reports.service';

/** Last of the /api/import routes: {importId} would take their words. */
export function importReportsRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(importApi.listReports, {
      access: [Role.user],
      summary: 'The reports under review',
      handle: ({ userId }) => listReports(db.kysely, userId),
    }),
    defineRoute(importApi.saveReportCsvLayout, {
      access: [Role.user],
      summary: 'Reads the CSV file of the report again with this column mapping',
      handle: async ({ userId, params, body }) => {
        await setReportCsvLayout(db.kysely, userId, params.importId, body);
        return getReport(db.kysely, userId, params.importId, clock());
      },
    }),
    defineRoute(importApi.saveReportDateOrder, {
      access: [Role.user],
      summary: 'Reads the QIF file of the report again with its dates day-first or month-first',
      handle: async ({ userId, params, body }) => {
        await setReportDateOrder(db.kysely, userId, params.importId, body.dateOrder);
        return getReport(db.kysely, userId, params.importId, clock());
      },
    }),
    defineRoute(importApi.getReport, {
      access: [Role.user],
      summary: 'A report under review with its lines, their matches and the balances',
      handle: ({ userId, params }) => getReport(db.kysely, userId, params.importId, clock()),
    }),
    defineRoute(importApi.chooseReportAccount, {
      access: [Role.user],
      summary: 'The account the report goes to; its lines are matched again',
      handle: async ({ userId, params, body }) => {
        await setReportAccount(db.kysely, userId, params.importId, body.accountId);
        return getReport(db.kysely, userId, params.importId, clock());
      },
    }),
    defineRoute(importApi.deleteReport, {
      access: [Role.user],
      summary: 'Deletes a report under review and its lines (never the import history)',
      reply: 'empty',
      handle: ({ userId, params }) => deleteReport(db.kysely, userId, params.importId),
    }),
  ];
}
