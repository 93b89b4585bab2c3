import type { Insertable, Updateable } from 'kysely';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import type { ImportedOperationsTable, ImportReportsTable } from '../../db/schema';

// The reports under review and their lines, each query scoped by the user.

export type ReportRow = Insertable<ImportReportsTable>;
export type LineRow = Insertable<ImportedOperationsTable>;

/** Ids per update: well under both databases' limits on bound values. */
const IDS_PER_UPDATE = 400;

export async function insertReport(db: Executor, row: ReportRow): Promise<number> {
  const { id } = await db
    .insertInto('importReports')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Lines of one shape (the same keys), in as few statements as the databases allow. */
export function insertLines(db: Executor, rows: readonly LineRow[]) {
  return bulkInsert(db, 'importedOperations', rows);
}

const reportColumns = [
  'r.id',
  'r.accountId',
  'r.fileName',
  'r.format',
  'r.createdAt',
  'r.status',
  'r.statementIndex',
  'r.accountNumber',
  'r.currency',
  'r.openingBalance',
  'r.openingDate',
  'r.closingBalance',
  'r.closingDate',
  'r.skippedRows',
  'r.csvLayout',
  'r.warnings',
  'r.dateOrder',
  'r.dateOrderUnsure',
] as const;

export function findReports(db: Executor, userId: number, reportId?: number) {
  let query = db
    .selectFrom('importReports as r')
    .select(reportColumns)
    .select((eb) =>
      eb
        .selectFrom('importedOperations as l')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('l.importReportId', '=', 'r.id')
        .whereRef('l.userId', '=', 'r.userId')
        .as('lineCount'),
    )
    .where('r.userId', '=', userId)
    .where('r.status', '=', 'PENDING');
  if (reportId !== undefined) query = query.where('r.id', '=', reportId);
  return query.orderBy('r.createdAt', 'desc').orderBy('r.id').execute();
}

export async function findFileText(db: Executor, userId: number, reportId: number) {
  const row = await db
    .selectFrom('importReports')
    .select('fileText')
    .where('userId', '=', userId)
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row?.fileText ?? null;
}

export async function updateReport(
  db: Executor,
  userId: number,
  reportId: number,
  set: Updateable<ImportReportsTable>,
) {
  await db
    .updateTable('importReports')
    .set(set)
    .where('userId', '=', userId)
    .where('id', '=', reportId)
    .execute();
}

export async function deleteReport(db: Executor, userId: number, reportId: number) {
  await deleteLines(db, userId, reportId);
  await db
    .deleteFrom('importReports')
    .where('userId', '=', userId)
    .where('id', '=', reportId)
    .execute();
}

export async function deleteLines(db: Executor, userId: number, reportId: number) {
  await db
    .deleteFrom('importedOperations')
    .where('userId', '=', userId)
    .where('importReportId', '=', reportId)
    .execute();
}

export function findLines(db: Executor, userId: number, reportId: number) {
  return db
    .selectFrom('importedOperations as l')
    .leftJoin('payees as p', (join) =>
      join.onRef('p.id', '=', 'l.payeeId').onRef('p.userId', '=', 'l.userId'),
    )
    .leftJoin('categories as c', 'c.id', 'l.categoryId')
    .selectAll('l')
    .select(['p.name as payeeName', 'c.name as categoryName'])
    .where('l.userId', '=', userId)
    .where('l.importReportId', '=', reportId)
    .orderBy('l.lineIndex')
    .execute();
}

export type LineRead = Awaited<ReturnType<typeof findLines>>[number];

/** A line of one of the user's pending reports, with its payee's and category's names. */
export function findLine(db: Executor, userId: number, lineId: number) {
  return db
    .selectFrom('importedOperations as l')
    .innerJoin('importReports as r', (join) =>
      join.onRef('r.id', '=', 'l.importReportId').onRef('r.userId', '=', 'l.userId'),
    )
    .leftJoin('payees as p', (join) =>
      join.onRef('p.id', '=', 'l.payeeId').onRef('p.userId', '=', 'l.userId'),
    )
    .leftJoin('categories as c', 'c.id', 'l.categoryId')
    .selectAll('l')
    .select(['p.name as payeeName', 'c.name as categoryName'])
    .where('l.userId', '=', userId)
    .where('l.id', '=', lineId)
    .where('r.status', '=', 'PENDING')
    .executeTakeFirst();
}

export async function updateLines(
  db: Executor,
  userId: number,
  lineIds: readonly number[],
  set: Updateable<ImportedOperationsTable>,
) {
  let updated = 0;
  for (let i = 0; i < lineIds.length; i += IDS_PER_UPDATE) {
    const result = await db
      .updateTable('importedOperations')
      .set(set)
      .where('userId', '=', userId)
      .where('id', 'in', lineIds.slice(i, i + IDS_PER_UPDATE))
      .executeTakeFirst();
    updated += Number(result.numUpdatedRows);
  }
  return updated;
}

/** The lines of the user's pending reports the user did not edit (payee keywords apply to them). */
export function findOpenLines(db: Executor, userId: number, payee: { id: number } | 'none') {
  const query = db
    .selectFrom('importedOperations as l')
    .innerJoin('importReports as r', (join) =>
      join.onRef('r.id', '=', 'l.importReportId').onRef('r.userId', '=', 'l.userId'),
    )
    .select(['l.id', 'l.label', 'l.amount'])
    .where('l.userId', '=', userId)
    .where('l.edited', '=', 0)
    .where('r.status', '=', 'PENDING');
  return (
    payee === 'none'
      ? query.where('l.payeeId', 'is', null)
      : query.where('l.payeeId', '=', payee.id)
  ).execute();
}
