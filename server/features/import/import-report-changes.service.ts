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
import { readOrRefuse } from './import-read';

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

/** POST /api/import/{importId}/csv-layout: the CSV read again with the user's mapping. */
export async function setReportCsvLayout(
  db: Executor,
  userId: number,
  reportId: number,
  layout: CsvLayout,
) {
  const report = await ownReport(db, userId, reportId);
  const text = await repository.findFileText(db, userId, reportId);
  if (report.format !== 'CSV' || text === null) throw AppError.badRequest(MessageCode.validation);
  const read = readOrRefuse(text, { csvLayout: layout });
  const statement = read.file.statements[0];
  const { lines, skipped } = statement ? statementLines(statement) : { lines: [], skipped: 0 };
  if (lines.length === 0) throw AppError.badRequest(MessageCode.importCsvNoLine);
  await replaceLines(db, userId, report, lines, await categoryFinder(db, userId));
  await repository.updateReport(db, userId, reportId, {
    csvLayout: JSON.stringify(layout),
    skippedRows: skipped + read.skippedRows,
  });
}
