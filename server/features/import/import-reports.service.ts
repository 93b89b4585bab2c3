import {
  CSV_PREVIEW_ROWS,
  type ImportReportDto,
  type ImportReportSummary,
} from '../../../contract/import';
import { csvLayoutSchema, type CsvLayout } from '../../../contract/import-csv-layout';
import { toIsoDate } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { listImportTargets, type ImportTarget } from '../accounts/accounts-import.service';
import { readEcheances } from '../echeances/echeances-read.service';
import { accountBalance } from '../operations/read/operations-balance.service';
import { operationRefs } from './import-candidates.service';
import { csvRows } from './formats/csv-rows';
import {
  addedByImport,
  lineDtoOf,
  readingFindings,
  reportBalances,
  summaryOf,
  type ReportRead,
} from './import-report-dto';
import * as repository from './import-reports.repository';
import { suggestedAccount } from './import-target-account';

const byId = (accounts: readonly ImportTarget[]) =>
  new Map(accounts.map((account) => [account.accountId, account]));

export async function listReports(db: Executor, userId: number): Promise<ImportReportSummary[]> {
  const [reports, accounts] = await Promise.all([
    repository.findReports(db, userId),
    listImportTargets(db, userId),
  ]);
  return reports.map((report) => summaryOf(report, byId(accounts)));
}

/** The user's pending report, else 404. */
export async function ownReport(db: Executor, userId: number, reportId: number) {
  const [report] = await repository.findReports(db, userId, reportId);
  if (!report) throw AppError.notFound();
  return report;
}

const PREVIEW_CHARS = 16 * 1024;

async function csvOf(db: Executor, userId: number, report: ReportRead, target?: ImportTarget) {
  if (report.csvLayout === null) return null;
  const layout: CsvLayout = csvLayoutSchema.parse(JSON.parse(report.csvLayout));
  const text = (await repository.findFileText(db, userId, report.id)) ?? '';
  const preview = csvRows(text.slice(0, PREVIEW_CHARS), layout.delimiter).slice(
    0,
    CSV_PREVIEW_ROWS,
  );
  const remembered =
    target?.importCsvLayout != null &&
    JSON.stringify(csvLayoutSchema.parse(JSON.parse(target.importCsvLayout))) ===
      JSON.stringify(layout);
  return { layout, preview, remembered };
}

async function planLabels(db: Executor, userId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const plans = await readEcheances(db, userId, { ids });
  return new Map(plans.map((plan) => [plan.id, plan.payeeName ?? plan.memo ?? '']));
}

async function currentBalance(db: Executor, userId: number, target: ImportTarget, now: number) {
  const sums = await accountBalance(db, userId, target.accountId, toIsoDate(new Date(now)));
  return target.initialBalance + sums.total;
}

export async function getReport(
  db: Executor,
  userId: number,
  reportId: number,
  now: number,
): Promise<ImportReportDto> {
  const report = await ownReport(db, userId, reportId);
  const [accounts, lines] = await Promise.all([
    listImportTargets(db, userId),
    repository.findLines(db, userId, reportId),
  ]);
  const accountsById = byId(accounts);
  const target = report.accountId === null ? undefined : accountsById.get(report.accountId);
  const opIds = lines.flatMap((l) => [l.matchedOperationId, l.transferOperationId]);
  const [refs, plans] = await Promise.all([
    operationRefs(
      db,
      userId,
      opIds.filter((id) => id !== null),
    ),
    planLabels(db, userId, [...new Set(lines.flatMap((l) => l.echeanceId ?? []))]),
  ]);
  const operations = lines.map((line) => lineDtoOf(line, { refs, plans }));
  const { opening, closing } = reportBalances(report);
  let balance: ImportReportDto['balance'] = null;
  if (target) {
    const current = await currentBalance(db, userId, target, now);
    const afterImport = current + addedByImport(operations);
    balance = { current, afterImport, gap: closing ? closing.amount - afterImport : null };
  }
  return {
    ...summaryOf(report, accountsById),
    status: report.status,
    suggestedAccountId: suggestedAccount(report.accountNumber, accounts),
    opening,
    closing,
    skippedRows: report.skippedRows,
    ...readingFindings(report),
    csv: await csvOf(db, userId, report, target),
    balance,
    operations,
  };
}

export async function deleteReport(db: Executor, userId: number, reportId: number) {
  await ownReport(db, userId, reportId);
  await db.transaction().execute((trx) => repository.deleteReport(trx, userId, reportId));
}
