import type { DayMonthOrder, ImportFormat } from '../../../contract/import';
import type { CsvLayout } from '../../../contract/import-csv-layout';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { listImportTargets } from '../accounts/accounts-import.service';
import { categoryFinder } from './import-categories.service';
import { statementLines } from './import-lines-build';
import { ownReport } from './import-reports.service';
import * as repository from './import-reports.repository';
import { rematchLines, replaceLines } from './import-store.service';
import { readingOf, readOrRefuse } from './import-read';
import type { BankFileReadOptions } from './formats/read-bank-file';

/** POST /api/import/{importId}: the account the report goes to; its lines matched again. */
export async function setReportAccount(
  db: Executor,
  userId: number,
  reportId: number,
  accountId: number,
) {
  const report = await ownReport(db, userId, reportId);
  const accounts = await listImportTargets(db, userId);
  if (!accounts.some((account) => account.accountId === accountId)) throw AppError.notFound();
  await repository.updateReport(db, userId, reportId, { accountId });
  await rematchLines(db, userId, { id: report.id, accountId });
}

/** A report's file read again with these options; its lines replaced, matched again. */
async function readAgain(
  db: Executor,
  userId: number,
  again: { reportId: number; format: ImportFormat; options: BankFileReadOptions },
) {
  const report = await ownReport(db, userId, again.reportId);
  const text = await repository.findFileText(db, userId, again.reportId);
  if (report.format !== again.format || text === null) {
    throw AppError.badRequest(MessageCode.validation);
  }
  const read = readOrRefuse(text, again.options);
  const statement = read.file.statements[report.statementIndex];
  const { lines, skipped } = statement ? statementLines(statement) : { lines: [], skipped: 0 };
  if (lines.length === 0) throw AppError.badRequest(MessageCode.importCsvNoLine);
  await replaceLines(db, userId, report, lines, await categoryFinder(db, userId));
  const { fileText: _kept, ...reading } = readingOf(read);
  await repository.updateReport(db, userId, again.reportId, {
    ...reading,
    skippedRows: skipped + read.skippedRows,
  });
}

/** POST /api/import/{importId}/csv-layout: the CSV read again with the person's mapping. */
export const setReportCsvLayout = (
  db: Executor,
  userId: number,
  reportId: number,
  csvLayout: CsvLayout,
) => readAgain(db, userId, { reportId, format: 'CSV', options: { csvLayout } });

/** POST /api/import/{importId}/date-order: the QIF read again in the order the person chose. */
export const setReportDateOrder = (
  db: Executor,
  userId: number,
  reportId: number,
  dateOrder: DayMonthOrder,
) => readAgain(db, userId, { reportId, format: 'QIF', options: { dateOrder } });
