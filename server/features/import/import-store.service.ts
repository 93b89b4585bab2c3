import { breathe } from '../../db/breathe';
import type { Executor } from '../../db/database';
import { listImportPayees } from '../payees/payees-import.service';
import type { CategoryByName } from './import-categories.service';
import type { NewLine } from './import-lines-build';
import { matchBatch, NO_MATCH } from './import-matching.service';
import { payeeMatcher, type PayeeMatcher } from './import-payee-keywords';
import * as repository from './import-reports.repository';

// Stores reports and their lines: matched and given payees first (reads only), then written in
// one transaction with multi-row inserts.

export interface StatementToStore {
  report: Omit<repository.ReportRow, 'userId'>;
  lines: NewLine[];
}

type LineRows = Omit<repository.LineRow, 'importReportId'>[];

async function linesToRows(
  db: Executor,
  userId: number,
  accountId: number | null,
  lines: readonly NewLine[],
  context: { payees: PayeeMatcher; categories: CategoryByName },
): Promise<LineRows> {
  const matches = await matchBatch(db, userId, accountId, lines);
  return lines.map(({ category, ...line }, i) => {
    const payee = context.payees(line);
    const fileCategory = context.categories(category);
    return {
      ...line,
      userId,
      payeeId: payee?.payeeId ?? null,
      categoryId: fileCategory ?? payee?.categoryId ?? null,
      ...matches[i]!,
    };
  });
}

/**
 * Lines per transaction: on SQLite a transaction holds the one connection, so a file of 50,000
 * lines is written in several short ones (the first with its reports); should one fail, the
 * reports go, with the lines already written.
 */
const LINES_PER_TRANSACTION = 2_000;

async function writeReports(
  db: Executor,
  userId: number,
  prepared: readonly { report: StatementToStore['report']; rows: LineRows }[],
): Promise<number[]> {
  const ids: number[] = [];
  const pending: repository.LineRow[] = [];
  await db.transaction().execute(async (trx) => {
    for (const { report, rows } of prepared) {
      const importReportId = await repository.insertReport(trx, { ...report, userId });
      ids.push(importReportId);
      pending.push(...rows.map((row) => ({ ...row, importReportId })));
    }
    await repository.insertLines(trx, pending.splice(0, LINES_PER_TRANSACTION));
  });
  try {
    while (pending.length > 0) {
      await breathe();
      const chunk = pending.splice(0, LINES_PER_TRANSACTION);
      await db.transaction().execute((trx) => repository.insertLines(trx, chunk));
    }
  } catch (error) {
    await db.transaction().execute(async (trx) => {
      for (const id of ids) await repository.deleteReport(trx, userId, id);
    });
    throw error;
  }
  return ids;
}

export async function storeStatements(
  db: Executor,
  userId: number,
  statements: readonly StatementToStore[],
  categories: CategoryByName,
): Promise<number[]> {
  const payees = payeeMatcher(await listImportPayees(db, userId));
  const prepared: { report: StatementToStore['report']; rows: LineRows }[] = [];
  for (const { report, lines } of statements) {
    const rows = await linesToRows(db, userId, report.accountId ?? null, lines, {
      payees,
      categories,
    });
    prepared.push({ report, rows });
    await breathe();
  }
  return writeReports(db, userId, prepared);
}

/** A report's lines read again (a new CSV mapping): the old ones replaced in one transaction. */
export async function replaceLines(
  db: Executor,
  userId: number,
  report: { id: number; accountId: number | null },
  lines: readonly NewLine[],
  categories: CategoryByName,
) {
  const payees = payeeMatcher(await listImportPayees(db, userId));
  const rows = await linesToRows(db, userId, report.accountId, lines, { payees, categories });
  await db.transaction().execute(async (trx) => {
    await repository.deleteLines(trx, userId, report.id);
    await repository.insertLines(
      trx,
      rows.map((row) => ({ ...row, importReportId: report.id })),
    );
  });
}

/**
 * The matches of a report's lines against its (new) account. The user's edited lines keep their
 * fields; a match found in another account is cleared from them.
 */
export async function rematchLines(
  db: Executor,
  userId: number,
  report: { id: number; accountId: number | null },
) {
  const lines = await repository.findLines(db, userId, report.id);
  const open = lines.filter((line) => line.edited === 0);
  const matches = await matchBatch(db, userId, report.accountId, open);
  const byId = new Map(open.map((line, i) => [line.id, matches[i]!]));
  const rows = lines.map(({ payeeName: _p, categoryName: _c, ...line }) => ({
    ...line,
    ...(byId.get(line.id) ?? NO_MATCH),
  }));
  await db.transaction().execute(async (trx) => {
    await repository.deleteLines(trx, userId, report.id);
    await repository.insertLines(trx, rows);
  });
}
