import type { Executor } from '../../db/database';

export function findAccountsOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('accounts')
    .innerJoin('banks', 'banks.id', 'accounts.bankId')
    .innerJoin('currencies', 'currencies.id', 'accounts.currencyId')
    .select([
      'accounts.id',
      'accounts.name',
      'accounts.type',
      'accounts.favorite',
      'banks.id as bankId',
      'banks.name as bankName',
      'currencies.id as currencyId',
      'currencies.symb as currencySymb',
      'currencies.abrv as currencyAbrv',
    ])
    .where('accounts.userId', '=', userId)
    .orderBy('banks.name')
    .orderBy('accounts.name')
    .execute();
}

export function findAccount(db: Executor, userId: number, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', '=', accountId)
    .executeTakeFirst();
}
