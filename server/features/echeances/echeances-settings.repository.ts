import type { Executor } from '../../db/database';

// The scheduled-operation settings: two columns of the user's preferences row (the preferences
// feature writes them), and the plans that save themselves.

export function findSettings(db: Executor, userId: number) {
  return db
    .selectFrom('preferences')
    .select(['echeanceDelay', 'echeanceCatchUp'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The user's autoSave plans with their accounts and payee, next to be saved first. */
export function findAutoSavePlans(db: Executor, userId: number) {
  return db
    .selectFrom('echeances as e')
    .innerJoin('accounts as a', (join) =>
      join.onRef('a.id', '=', 'e.accountId').onRef('a.userId', '=', 'e.userId'),
    )
    .innerJoin('currencies as c', 'c.id', 'a.currencyId')
    .leftJoin('accounts as t', (join) =>
      join.onRef('t.id', '=', 'e.toAccountId').onRef('t.userId', '=', 'e.userId'),
    )
    .leftJoin('payees as p', (join) =>
      join.onRef('p.id', '=', 'e.payeeId').onRef('p.userId', '=', 'e.userId'),
    )
    .select([
      'e.id',
      'a.name as accountName',
      't.name as toAccountName',
      'p.name as payeeName',
      'e.memo',
      'e.amount',
      'c.abrv as currency',
      'e.frequency',
      'e.nextDate',
    ])
    .where('e.userId', '=', userId)
    .where('e.autoSave', '=', 1)
    .orderBy((eb) => eb.case().when('e.nextDate', 'is', null).then(1).else(0).end())
    .orderBy('e.nextDate')
    .orderBy('e.id')
    .execute();
}
