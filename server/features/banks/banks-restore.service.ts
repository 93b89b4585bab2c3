import type { Executor } from '../../db/database';
import * as repository from './banks-restore.repository';

export type { RestoredBank } from './banks-restore.repository';

/** Restores an exported user's banks (data portability); answers their new ids in order. */
export function restoreBanks(
  db: Executor,
  userId: number,
  banks: readonly repository.RestoredBank[],
) {
  return repository.insertBanks(db, userId, banks);
}

/** Whether every one of these bank-name ids exists on this instance. */
export async function areKnownBankNames(db: Executor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  return (await repository.findKnownBankNames(db, unique)).size === unique.length;
}
