import { bulkInsertReturningIds } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';

export interface RestoredBank {
  name: string;
  bankNameId: number | null;
}

/** Inserts the banks in the order given; answers their ids in that order. */
export function insertBanks(db: Executor, userId: number, banks: readonly RestoredBank[]) {
  const rows = banks.map((bank) => ({ userId, name: bank.name, bankNameId: bank.bankNameId }));
  return bulkInsertReturningIds(db, 'banks', rows);
}

/** The ids among these that name a known bank (reference data). */
export async function findKnownBankNames(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.selectFrom('bankNames').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
