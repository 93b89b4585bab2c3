import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ImportIncorporatedLinesTable, ImportIncorporationsTable } from '../../db/schema';
import { bulkInsert } from '../../db/bulk-insert';
import { chunks } from '../../db/chunks';

// The statements of an incorporation: the report's lines it reads and deletes, the history it writes.

/** The lines among `ids` of the report the first one belongs to, in file order. */
export async function findLines(db: Executor, userId: number, ids: readonly number[]) {
  const first = await db
    .selectFrom('importedOperations')
    .select('importReportId')
    .where('userId', '=', userId)
    .where('id', '=', ids[0]!)
    .executeTakeFirst();
  if (!first) return [];
  const wanted = new Set(ids);
  const rows = await db
    .selectFrom('importedOperations')
    .selectAll()
    .where('userId', '=', userId)
    .where('importReportId', '=', first.importReportId)
    .orderBy('lineIndex')
    .orderBy('id')
    .execute();
  return rows.filter((row) => wanted.has(row.id));
}

export function findReport(db: Executor, userId: number, reportId: number) {
  return db
    .selectFrom('importReports')
    .select([
      'id',
      'accountId',
      'fileName',
      'format',
      'closingBalance',
      'closingDate',
      'csvLayout',
      'dateOrderUnsure',
    ])
    .where('userId', '=', userId)
    .where('id', '=', reportId)
    .executeTakeFirst();
}

export async function setReportAccount(
  db: Executor,
  userId: number,
  reportId: number,
  accountId: number,
) {
  await db
    .updateTable('importReports')
    .set({ accountId })
    .where('userId', '=', userId)
    .where('id', '=', reportId)
    .execute();
}

/** Deletes the lines, then the report when none is left. */
export async function deleteLines(
  db: Executor,
  userId: number,
  reportId: number,
  ids: readonly number[],
) {
  for (const batch of chunks(ids)) {
    await db
      .deleteFrom('importedOperations')
      .where('userId', '=', userId)
      .where('id', 'in', batch)
      .execute();
  }
  const left = await db
    .selectFrom('importedOperations')
    .select('id')
    .where('userId', '=', userId)
    .where('importReportId', '=', reportId)
    .limit(1)
    .executeTakeFirst();
  if (left) return;
  await db
    .deleteFrom('importReports')
    .where('userId', '=', userId)
    .where('id', '=', reportId)
    .execute();
}

export async function insertIncorporation(
  db: Executor,
  row: Insertable<ImportIncorporationsTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('importIncorporations')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An operation is the line of one incorporation at most: a later merge into it takes it over. */
export async function deleteEntriesOfOperations(
  db: Executor,
  userId: number,
  operationIds: readonly number[],
) {
  for (const batch of chunks(operationIds)) {
    await db
      .deleteFrom('importIncorporatedLines')
      .where('userId', '=', userId)
      .where('operationId', 'in', batch)
      .execute();
  }
}

export async function insertEntries(
  db: Executor,
  rows: readonly Insertable<ImportIncorporatedLinesTable>[],
) {
  await bulkInsert(db, 'importIncorporatedLines', rows);
}
