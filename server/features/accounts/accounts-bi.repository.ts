import type { Executor } from '../../db/database';

// The accounts' bank-sync columns (biAccountId, biSyncError, lastBiSyncDate).

export function findLinkedAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('accounts')
    .innerJoin('currencies', 'currencies.id', 'accounts.currencyId')
    .select([
      'accounts.id',
      'accounts.name',
      'accounts.biAccountId',
      'accounts.biSyncError',
      'accounts.lastBiSyncDate',
      'currencies.abrv as currency',
    ])
    .where('accounts.userId', '=', userId)
    .where('accounts.biAccountId', 'is not', null)
    .execute();
}

export function findAccountNames(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export async function unlinkAll(db: Executor, userId: number, keep: readonly number[]) {
  let query = db
    .updateTable('accounts')
    .set({ biAccountId: null, biSyncError: null })
    .where('userId', '=', userId)
    .where('biAccountId', 'is not', null);
  if (keep.length) query = query.where('id', 'not in', keep);
  await query.execute();
}

export async function link(db: Executor, userId: number, accountId: number, biAccountId: number) {
  await db
    .updateTable('accounts')
    .set({ biAccountId })
    .where('userId', '=', userId)
    .where('id', '=', accountId)
    .execute();
}

export async function setSyncResult(
  db: Executor,
  userId: number,
  accountId: number,
  values: { biSyncError: string | null; lastBiSyncDate?: string },
) {
  await db
    .updateTable('accounts')
    .set(values)
    .where('userId', '=', userId)
    .where('id', '=', accountId)
    .execute();
}
