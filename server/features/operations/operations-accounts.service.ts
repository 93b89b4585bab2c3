import type { Cents } from '../../../contract/money';
import type { Executor } from '../../db/database';
import * as repository from './operations-accounts.repository';

// What the accounts feature needs of the books: counting and deleting an account's operations,
// and its balance. Every write to operations goes through the operations feature.

export function countOperationsOfAccounts(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
): Promise<number> {
  if (accountIds.length === 0) return Promise.resolve(0);
  return repository.countOperationsOfAccounts(db, userId, accountIds);
}

/**
 * Deletes the operations of the accounts; run it in the transaction that deletes the accounts.
 * The other leg of a transfer to an account that stays becomes a simple operation there, so that
 * account's balance and history do not change (docs/decisions.md, "The books: integrity").
 */
export async function deleteOperationsOfAccounts(
  trx: Executor,
  userId: number,
  accountIds: readonly number[],
): Promise<void> {
  if (accountIds.length === 0) return;
  await repository.detachTransfersOfAccounts(trx, userId, accountIds);
  await repository.deleteOperationsOfAccounts(trx, userId, accountIds);
}

export interface OperationSums {
  /** Every operation dated up to the date. */
  total: Cents;
  /** The pointed ones only. */
  pointed: Cents;
}

/** Sums of the operations of an account dated up to `date` (inclusive), without its initial balance. */
export async function sumOperationsOfAccount(
  db: Executor,
  userId: number,
  accountId: number,
  date: string,
): Promise<OperationSums> {
  const row = await repository.sumOperationsOfAccount(db, userId, accountId, date);
  return { total: Number(row?.balance ?? 0), pointed: Number(row?.pointedBalance ?? 0) };
}
