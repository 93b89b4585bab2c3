import type { Executor } from '../../db/database';

/** The user's accounts with what an analysis groups and starts their balances by. */
export function findAnalysisAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('currencies as c', 'c.id', 'a.currencyId')
    .select([
      'a.id',
      'a.name',
      'a.type',
      'a.initialBalance',
      'c.id as currencyId',
      'c.abrv as currency',
    ])
    .where('a.userId', '=', userId)
    .execute();
}
