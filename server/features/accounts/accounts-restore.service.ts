import type { Executor } from '../../db/database';
import * as repository from './accounts-restore.repository';

export type { RestoredAccount } from './accounts-restore.repository';

/** Restores an exported user's accounts (data portability); answers their new ids in order. */
export function restoreAccounts(
  db: Executor,
  userId: number,
  accounts: readonly repository.RestoredAccount[],
) {
  return repository.insertAccounts(db, userId, accounts);
}
