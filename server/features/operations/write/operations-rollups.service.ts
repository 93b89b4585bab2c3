import { chunks } from '../../../db/chunks';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import * as repository from './operations-rollups.repository';
import type { CategorySumRow, Owners } from './operations-rollups.repository';
import {
  addAccount,
  addCategory,
  contributionsOfNew,
  emptyContribution,
  inKeyOrder,
  monthOf,
  type Contribution,
  type NewOperation,
} from './operations-rollups-sums';

export type { Contribution, NewOperation } from './operations-rollups-sums';

// Keeps account_month_sums and category_month_sums exact: the write path reads what the
// operations it touches contribute before and after its changes and adds the difference.

/** Keys per statement that deletes emptied rows (an OR of one condition per key). */
const EMPTY_CHUNK = 100;

/** What the operations (those that exist) and their parts contribute now. */
export async function contributionOf(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Contribution> {
  const into = emptyContribution();
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

/** Adds each owner's contribution to both rollups, owners in id order, each in key order. */
async function addToRollups(db: Executor, byUser: Map<number, Contribution>) {
  const users = [...byUser.keys()].sort((a, b) => a - b);
  const owned = <T>(rowsOf: (sums: Contribution) => T[]) =>
    users.flatMap((userId) => rowsOf(byUser.get(userId)!).map((row) => ({ ...row, userId })));
  const accounts = owned((sums) => inKeyOrder(sums.accounts));
  const categories = owned((sums) => inKeyOrder(sums.categories));
  for (const batch of chunks(accounts)) await repository.addAccountSums(db, batch);
  for (const batch of chunks(categories)) await repository.addCategorySums(db, batch);
}

/** Adds after − before to both rollups, then drops the rows nothing counts any more. */
export async function applyDifference(
  db: Executor,
  userId: number,
  before: Contribution,
  after: Contribution,
): Promise<void> {
  const delta = emptyContribution();
  for (const row of after.accounts.values()) addAccount(delta, row, 1);
  for (const row of before.accounts.values()) addAccount(delta, row, -1);
  for (const row of after.categories.values()) addCategory(delta, row, 1);
  for (const row of before.categories.values()) addCategory(delta, row, -1);
  await addToRollups(db, new Map([[userId, delta]]));
  // Only a row that lost some of its count can have fallen to none.
  const emptied = <T extends { total: number; count: number }>(rows: Map<string, T>) =>
    inKeyOrder(rows).filter((row) => row.count < 0);
  for (const batch of chunks(emptied(delta.accounts), EMPTY_CHUNK)) {
    await repository.deleteEmptyAccountSums(db, userId, batch);
  }
  for (const batch of chunks(emptied(delta.categories), EMPTY_CHUNK)) {
    await repository.deleteEmptyCategorySums(db, userId, batch);
  }
}

/** Adds what new operations contribute to both rollups: nothing existed before them. */
export function addNewOperations(db: Executor, created: readonly NewOperation[]) {
  return addToRollups(db, contributionsOfNew(created));
}

/** The rollups of the accounts, whose operations are all deleted. */
export function deleteSumsOfAccounts(db: Executor, userId: number, accountIds: readonly number[]) {
  return repository.deleteSums(db, userId, accountIds);
}

/**
 * Sums both rollups again from the operations, for one user, a list of users or everyone (npm
 * run db:rebuild-rollups; the data generator after writing rows directly), in one transaction.
 */
export function rebuildRollups(db: Executor, owners?: Owners): Promise<void> {
  const work = async (trx: Executor) => {
    await repository.deleteSums(trx, owners);
    await repository.insertSumsFromOperations(trx, owners);
  };
  return inTransaction(db, work);
}
