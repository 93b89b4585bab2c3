import type { Executor } from '../../db/database';

// The reads of the forecast views (issue 10 §3): the user's accounts with their currency, and
// the operations of some accounts over a period with their parts. Every query scoped by owner.

export function findAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('currencies as c', 'c.id', 'a.currencyId')
    .select(['a.id', 'a.name', 'a.currencyId', 'c.symb', 'a.initialBalance'])
    .where('a.userId', '=', userId)
    .orderBy('a.id')
    .execute();
}

/** The operations of these accounts dated from `from` to `to` (index operations_date_idx). */
export async function findOperations(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  from: string,
  to: string,
) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('operations as o')
    .leftJoin('operations as leg', (join) =>
      join.onRef('leg.id', '=', 'o.transferId').on('leg.userId', '=', userId),
    )
    .leftJoin('payees as p', (join) =>
      join.onRef('p.id', '=', 'o.payeeId').on('p.userId', '=', userId),
    )
    .select([
      'o.id',
      'o.accountId',
      'o.date',
      'o.amount',
      'o.memo',
      'o.echeanceId',
      'p.id as payeeId',
      'p.name as payeeName',
      'leg.accountId as toAccountId',
    ])
    .where('o.userId', '=', userId)
    .where('o.accountId', 'in', accountIds)
    .where('o.date', '>=', from)
    .where('o.date', '<=', to)
    .orderBy('o.date')
    .orderBy('o.id')
    .execute();
}

export async function findParts(db: Executor, userId: number, operationIds: readonly number[]) {
  if (operationIds.length === 0) return [];
  return db
    .selectFrom('splitOperations')
    .select(['operationId', 'categoryId', 'amount'])
    .where('userId', '=', userId)
    .where('operationId', 'in', operationIds)
    .orderBy('id')
    .execute();
}

export async function findCategoryNames(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}
