import type { Executor } from '../../../db/database';
import * as repository from './operations-accounts.repository';
import { writeOperations } from './operations-write.service';

// What the accounts feature needs of the books: counting and deleting an account's operations.
// Its balance is accountBalance (operations-balance.service.ts).

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
 * account's balance and history do not change (docs/decisions/books.md, "The books: integrity").
 */
export async function deleteOperationsOfAccounts(
  trx: Executor,
  userId: number,
  accountIds: readonly number[],
): Promise<void> {
  if (accountIds.length === 0) return;
  await writeOperations(trx, userId, [{ kind: 'deleteAccounts', accountIds }]);
}
