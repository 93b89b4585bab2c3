import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  countOperationsOfAccounts,
  deleteOperationsOfAccounts,
} from '../operations/write/operations-accounts.service';
import { findMainAccountId } from '../preferences/preferences.service';
import * as repository from './accounts.repository';

// Deleting accounts, alone or with their bank (bank-accounts.service.ts): the same rules for both.

/**
 * Deletes the accounts with their operations; run it in the caller's transaction. The main
 * account is refused; accounts holding operations answer AccountNotEmptyException with the
 * count of them all, unless `force` (the user confirmed after seeing it).
 */
export async function deleteAccountsIn(
  trx: Executor,
  userId: number,
  accountIds: readonly number[],
  force: boolean,
): Promise<void> {
  if (accountIds.length === 0) return;
  const mainAccountId = await findMainAccountId(trx, userId);
  if (mainAccountId !== null && accountIds.includes(mainAccountId)) {
    throw new AppError(409, MessageCode.mainAccountNotDeletable);
  }
  const count = await countOperationsOfAccounts(trx, userId, accountIds);
  if (count > 0 && !force) throw new AppError(409, MessageCode.accountNotEmpty, { count });
  await deleteOperationsOfAccounts(trx, userId, accountIds);
  await repository.deleteAccounts(trx, userId, accountIds);
}

export async function deleteAccount(
  db: Executor,
  userId: number,
  accountId: number,
  force: boolean,
): Promise<void> {
  if (!(await repository.findAccount(db, userId, accountId))) throw AppError.notFound();
  await db.transaction().execute((trx) => deleteAccountsIn(trx, userId, [accountId], force));
}

/** The ids of a bank's accounts, for deleting the bank. */
export async function accountIdsOfBank(db: Executor, userId: number, bankId: number) {
  return (await repository.findAccountIdsOfBank(db, userId, bankId)).map((row) => row.id);
}
