import { sql } from 'kysely';
import type { Executor } from '../../../db/database';

export interface SumsRow {
  total: number | null;
  pointed: number | null;
}

/** The account's rollup rows of the months before `month` (primary key of account_month_sums). */
export function sumMonthsBefore(db: Executor, userId: number, accountId: number, month: string) {
  return db
    .selectFrom('accountMonthSums')
    .select([
      sql<number | null>`cast(sum(total) as bigint)`.as('total'),
      sql<number | null>`cast(sum(pointed_total) as bigint)`.as('pointed'),
    ])
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .where('month', '<', month)
    .executeTakeFirst();
}

/** The account's operations dated from `from` to `to` (index operations_date_sums_idx). */
export function sumOperationsBetween(
  db: Executor,
  userId: number,
  accountId: number,
  from: string,
  to: string,
) {
  return db
    .selectFrom('operations')
    .select([
      sql<number | null>`cast(sum(amount) as bigint)`.as('total'),
      sql<number | null>`cast(sum(case when state = 'P' then amount else 0 end) as bigint)`.as(
        'pointed',
      ),
    ])
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .executeTakeFirst();
}

/** Operations per account of the user, from the monthly rollups (never a scan of operations). */
export function countOperationsByAccount(db: Executor, userId: number) {
  return db
    .selectFrom('accountMonthSums')
    .select(['accountId', sql<number>`cast(sum(count) as bigint)`.as('count')])
    .where('userId', '=', userId)
    .groupBy('accountId')
    .execute();
}

/** Every account's total of each month (account_month_sums), months in order. */
export function findMonthTotals(db: Executor, userId: number, beforeMonth: string) {
  return db
    .selectFrom('accountMonthSums')
    .select(['accountId', 'month', 'total'])
    .where('userId', '=', userId)
    .where('month', '<', beforeMonth)
    .orderBy('month')
    .execute();
}

/** These accounts' operations dated from `from` to `to`, by account (one seek of each). */
export function sumOperationsOfAccountsBetween(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  range: { from: string; to: string },
) {
  const { from, to } = range;
  return db
    .selectFrom('operations')
    .select(['accountId', sql<number | string>`cast(sum(amount) as bigint)`.as('total')])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('accountId')
    .execute();
}
