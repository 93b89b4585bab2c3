import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ImportIncorporatedLinesTable } from '../../db/schema';

// The import history of an account (migration 0014): incorporations and their entries.

const incorporationColumns = [
  'id',
  'accountId',
  'fileName',
  'format',
  'incorporatedAt',
  'createdCount',
  'mergedCount',
  'closingBalance',
  'closingDate',
  'state',
  'revertedAt',
] as const;

export function findIncorporations(db: Executor, userId: number, accountId: number) {
  return db
    .selectFrom('importIncorporations')
    .select(incorporationColumns)
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .orderBy('incorporatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findIncorporation(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('importIncorporations')
    .select(incorporationColumns)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type IncorporationRow = NonNullable<Awaited<ReturnType<typeof findIncorporation>>>;

export function findEntries(db: Executor, userId: number, incorporationIds: readonly number[]) {
  return db
    .selectFrom('importIncorporatedLines')
    .selectAll()
    .where('userId', '=', userId)
    .where('incorporationId', 'in', incorporationIds)
    .orderBy('id')
    .execute();
}

export type EntryRow = Awaited<ReturnType<typeof findEntries>>[number];

export function findEntryOfOperation(db: Executor, userId: number, operationId: number) {
  return db
    .selectFrom('importIncorporatedLines')
    .selectAll()
    .where('userId', '=', userId)
    .where('operationId', '=', operationId)
    .executeTakeFirst();
}

export async function updateEntry(
  db: Executor,
  userId: number,
  id: number,
  changes: Updateable<ImportIncorporatedLinesTable>,
) {
  await db
    .updateTable('importIncorporatedLines')
    .set(changes)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function updateIncorporation(
  db: Executor,
  userId: number,
  id: number,
  changes: { createdCount?: number; mergedCount?: number; state?: 'REVERTED'; revertedAt?: string },
) {
  await db
    .updateTable('importIncorporations')
    .set(changes)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}
