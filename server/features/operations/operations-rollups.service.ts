import type { Executor } from '../../db/database';
import * as repository from './operations-rollups.repository';
import type { AccountSumRow, CategorySumRow } from './operations-rollups.repository';

// Keeps account_month_sums and category_month_sums exact: the write path reads what the
// operations it touches contribute before and after its changes and adds the difference.

/** What some operations contribute to both rollups, by rollup key. */
export interface Contribution {
  accounts: Map<string, AccountSumRow>;
  categories: Map<string, CategorySumRow>;
}

/** Keeps each statement's list of ids well under the databases' parameter limits. */
const CHUNK = 1000;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Keys per statement that deletes emptied rows (an OR of one condition per key). */
const EMPTY_CHUNK = 100;

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

function addAccount(into: Contribution, row: AccountSumRow, sign: 1 | -1) {
  const key = `${row.accountId}|${row.month}`;
  const sums = into.accounts.get(key) ?? { ...row, total: 0, pointedTotal: 0, count: 0 };
  sums.total += sign * row.total;
  sums.pointedTotal += sign * row.pointedTotal;
  sums.count += sign * row.count;
  into.accounts.set(key, sums);
}

function addCategory(into: Contribution, row: CategorySumRow, sign: 1 | -1) {
  const key = `${row.accountId}|${row.categoryId}|${row.month}|${row.isTransfer}`;
  const sums = into.categories.get(key) ?? { ...row, total: 0, count: 0 };
  sums.total += sign * row.total;
  sums.count += sign * row.count;
  into.categories.set(key, sums);
}

/** What the operations (those that exist) and their parts contribute now. */
export async function contributionOf(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Contribution> {
  const into: Contribution = { accounts: new Map(), categories: new Map() };
  for (const batch of chunks([...new Set(ids)])) {
    for (const op of await repository.findOperationRows(db, userId, batch)) {
      const pointedTotal = op.state === 'P' ? op.amount : 0;
      const month = monthOf(op.date);
      addAccount(
        into,
        { accountId: op.accountId, month, total: op.amount, pointedTotal, count: 1 },
        1,
      );
    }
    for (const part of await repository.findPartRows(db, userId, batch)) {
      const row: CategorySumRow = {
        accountId: part.accountId,
        categoryId: part.categoryId,
        month: monthOf(part.valueDate),
        isTransfer: part.operationType === 'TRANSFER' ? 1 : 0,
        total: part.amount,
        count: 1,
      };
      addCategory(into, row, 1);
    }
  }
  return into;
}

const changed = (row: { total: number; count: number; pointedTotal?: number }) =>
  row.total !== 0 || row.count !== 0 || (row.pointedTotal ?? 0) !== 0;

/** Adds after − before to both rollups, then drops the rows nothing counts any more. */
export async function applyDifference(
  db: Executor,
  userId: number,
  before: Contribution,
  after: Contribution,
): Promise<void> {
  const delta: Contribution = { accounts: new Map(), categories: new Map() };
  for (const row of after.accounts.values()) addAccount(delta, row, 1);
  for (const row of before.accounts.values()) addAccount(delta, row, -1);
  for (const row of after.categories.values()) addCategory(delta, row, 1);
  for (const row of before.categories.values()) addCategory(delta, row, -1);
  // In key order, so that concurrent writers lock rollup rows in the same order.
  const accounts = [...delta.accounts.entries()]
    .sort(byKey)
    .map(([, row]) => row)
    .filter(changed);
  const categories = [...delta.categories.entries()]
    .sort(byKey)
    .map(([, row]) => row)
    .filter(changed);
  for (const batch of chunks(accounts)) await repository.addAccountSums(db, userId, batch);
  for (const batch of chunks(categories)) await repository.addCategorySums(db, userId, batch);
  // Only a row that lost some of its count can have fallen to none.
  const emptied = <T extends { count: number }>(rows: T[]) => rows.filter((row) => row.count < 0);
  for (const batch of chunks(emptied(accounts), EMPTY_CHUNK)) {
    await repository.deleteEmptyAccountSums(db, userId, batch);
  }
  for (const batch of chunks(emptied(categories), EMPTY_CHUNK)) {
    await repository.deleteEmptyCategorySums(db, userId, batch);
  }
}

/** The rollups of the accounts, whose operations are all deleted. */
export function deleteSumsOfAccounts(db: Executor, userId: number, accountIds: readonly number[]) {
  return repository.deleteSums(db, userId, accountIds);
}

/**
 * Sums both rollups again from the operations, for one user or for everyone (npm run
 * db:rebuild-rollups; the data generator after writing rows directly), in one transaction.
 */
export function rebuildRollups(db: Executor, userId?: number): Promise<void> {
  const work = async (trx: Executor) => {
    await repository.deleteSums(trx, userId);
    await repository.insertSumsFromOperations(trx, userId);
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
