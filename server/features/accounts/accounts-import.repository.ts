import type { Executor } from '../../db/database';

/** The user's accounts with what tells a bank statement's account, for the import. */
export function findImportTargets(db: Executor, userId: number) {
  return db
    .selectFrom('accounts')
    .innerJoin('currencies', 'currencies.id', 'accounts.currencyId')
    .select([
      'accounts.id',
      'accounts.name',
      'accounts.number',
      'accounts.iban',
      'accounts.importCsvLayout',
      'accounts.initialBalance',
      'currencies.abrv as currency',
    ])
    .where('accounts.userId', '=', userId)
    .orderBy('accounts.id')
    .execute();
}
