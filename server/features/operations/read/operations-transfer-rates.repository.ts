import type { Executor } from '../../../db/database';

/**
 * The person's transfers between accounts of two currencies, by their debit leg: its date, each
 * leg's currency and amount, oldest first.
 */
export function findCrossCurrencyTransfers(db: Executor, userId: number) {
  return db
    .selectFrom('operations as debit')
    .innerJoin('operations as credit', (join) =>
      join.onRef('credit.id', '=', 'debit.transferId').onRef('credit.userId', '=', 'debit.userId'),
    )
    .innerJoin('accounts as source', 'source.id', 'debit.accountId')
    .innerJoin('accounts as target', 'target.id', 'credit.accountId')
    .select([
      'debit.date as day',
      'source.currencyId as fromCurrencyId',
      'target.currencyId as toCurrencyId',
      'debit.amount as debited',
      'credit.amount as credited',
    ])
    .where('debit.userId', '=', userId)
    .where('debit.transferId', 'is not', null)
    .where('debit.amount', '<', 0)
    .whereRef('source.currencyId', '<>', 'target.currencyId')
    .orderBy('debit.date')
    .orderBy('debit.id')
    .execute();
}
