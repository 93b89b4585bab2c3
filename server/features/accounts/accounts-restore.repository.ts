import type { Insertable } from 'kysely';
import { bulkInsertReturningIds } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import type { AccountsTable } from '../../db/schema';

export type RestoredAccount = Omit<
  Insertable<AccountsTable>,
  'id' | 'userId' | 'biAccountId' | 'biSyncError' | 'lastBiSyncDate'
>;

/** Inserts the accounts in the order given; answers their ids in that order. */
export function insertAccounts(db: Executor, userId: number, accounts: readonly RestoredAccount[]) {
  return bulkInsertReturningIds(
    db,
    'accounts',
    accounts.map((account) => ({ ...account, userId })),
  );
}
