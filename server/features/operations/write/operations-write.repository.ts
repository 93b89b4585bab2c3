import { PostgresAdapter, sql } from 'kysely';
import { OperationKind, POINTED } from '../../../../contract/operations';
import { searchFold } from '../../../../contract/operations-search';
import type { Executor } from '../../../db/database';
import type { BankIdentity, BiIdentity, OperationInput } from './operations-write.model';

// The operations' statements of the one write path of the books (operations-write.service.ts);
// their parts' are in operations-parts.repository.ts.

export function findOperations(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('operations')
    .select(['id', 'accountId', 'valueDate', 'amount', 'operationType', 'transferId'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * The operations, locked until the transaction ends (PostgreSQL; SQLite has one writer at a
 * time): a concurrent write of the same operations waits, then reads what this one left.
 */
export function lockOperations(db: Executor, userId: number, ids: readonly number[]) {
  const query = db
    .selectFrom('operations')
    .select(['id', 'accountId', 'transferId'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .orderBy('id');
  return (
    db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query
  ).execute();
}

/** Both legs of every transfer touching the accounts, in any account. */
export async function findTransferLegsOfAccounts(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
) {
  const rows = await db
    .selectFrom('operations')
    .select(['id', 'transferId'])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('transferId', 'is not', null)
    .execute();
  return rows.flatMap((row) => [row.id, row.transferId as number]);
}

/** The currency of each of the user's accounts among `ids`. */
export function findAccountCurrencies(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('accounts')
    .select(['id', 'currencyId'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export function columnsOf(operation: OperationInput, stamp: string) {
  return {
    accountId: operation.accountId,
    date: operation.date,
    valueDate: operation.valueDate,
    amount: operation.amount,
    state: operation.state ?? null,
    typeId: operation.typeId ?? null,
    payeeId: operation.payeeId ?? null,
    memo: operation.memo ?? null,
    memoFolded: searchFold(operation.memo ?? ''),
    updatedAt: stamp,
  };
}

/** The import, bank or aggregator line or planned operation a row came from: kept by an edit that does not name it. */
function linksOf(operation: OperationInput) {
  return {
    ...(operation.importReportId !== undefined && { importReportId: operation.importReportId }),
    ...(operation.echeanceId !== undefined && { echeanceId: operation.echeanceId }),
    ...(operation.bankId !== undefined && { bankId: operation.bankId }),
    ...(operation.fingerprint !== undefined && { fingerprint: operation.fingerprint }),
    ...(operation.occurrence !== undefined && { occurrence: operation.occurrence }),
    ...(operation.biTransactionId !== undefined && { biTransactionId: operation.biTransactionId }),
    ...(operation.biPending !== undefined && {
      biPending: operation.biPending ? (1 as const) : (0 as const),
    }),
  };
}

export async function insertOperation(
  db: Executor,
  userId: number,
  operation: OperationInput,
  stamp: string,
): Promise<number> {
  const row = await db
    .insertInto('operations')
    .values({ ...columnsOf(operation, stamp), ...linksOf(operation), userId, createdAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites the operation's columns (not its kind or link) and bumps its version; answers whether it exists. */
export async function updateOperation(
  db: Executor,
  userId: number,
  id: number,
  operation: OperationInput,
  stamp: string,
): Promise<boolean> {
  const result = await db
    .updateTable('operations')
    .set({ ...columnsOf(operation, stamp), ...linksOf(operation), version: sql`version + 1` })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Both legs become a transfer naming each other, in one statement (migration 0004). */
export async function linkLegs(db: Executor, userId: number, source: number, target: number) {
  await db
    .updateTable('operations')
    .set({
      operationType: OperationKind.transfer,
      transferId: sql<number>`cast(case when id = ${source} then ${target} else ${source} end as bigint)`,
    })
    .where('userId', '=', userId)
    .where('id', 'in', [source, target])
    .execute();
}

export async function bumpVersions(
  db: Executor,
  userId: number,
  ids: readonly number[],
  stamp: string,
) {
  await db
    .updateTable('operations')
    .set({ version: sql`version + 1`, updatedAt: stamp })
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export async function setPointed(
  db: Executor,
  userId: number,
  ids: readonly number[],
  pointed: boolean,
  stamp: string,
) {
  await db
    .updateTable('operations')
    .set({ state: pointed ? POINTED : null, version: sql`version + 1`, updatedAt: stamp })
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/** Split parts and their tags go with their operations (ON DELETE CASCADE), and transfer legs in pairs. */
export async function deleteOperations(db: Executor, userId: number, ids: readonly number[]) {
  await db.deleteFrom('operations').where('userId', '=', userId).where('id', 'in', ids).execute();
}

export async function deleteOperationsOfAccounts(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
) {
  await db
    .deleteFrom('operations')
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .execute();
}

/** The legs become simple operations (what trigger accounts_detach_transfers of 0004 does). */
export async function detachLegs(
  db: Executor,
  userId: number,
  ids: readonly number[],
  stamp: string,
) {
  await db
    .updateTable('operations')
    .set({
      operationType: OperationKind.simple,
      transferId: null,
      version: sql`version + 1`,
      updatedAt: stamp,
    })
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export async function setIdentity(
  db: Executor,
  userId: number,
  { id, ...identity }: BankIdentity & { id: number },
  stamp: string,
) {
  await db
    .updateTable('operations')
    .set({ ...identity, version: sql`version + 1`, updatedAt: stamp })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function setBiIdentity(
  db: Executor,
  userId: number,
  { id, biTransactionId, biPending }: BiIdentity,
  stamp: string,
) {
  await db
    .updateTable('operations')
    .set({
      biTransactionId,
      biPending: biPending ? 1 : 0,
      version: sql`version + 1`,
      updatedAt: stamp,
    })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}
