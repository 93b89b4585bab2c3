import { sql } from 'kysely';
import type { Executor } from '../../db/database';

// What balances at some dates need: account_month_sums by month, and the operations of the days
// a month is cut at (index operations_date_sums_idx), by operation date like every balance.

/** Each account's rollup total of the months before `month`. */
export function sumMonthsBefore(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  month: string,
) {
  return db
    .selectFrom('accountMonthSums')
    .select(['accountId', sql<number | string>`cast(sum(total) as bigint)`.as('total')])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('month', '<', month)
    .groupBy('accountId')
    .execute();
}

/** Each account's rollup rows of months `from` to `to` ('yyyy-MM', both included). */
export function findMonths(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  months: { from: string; to: string },
) {
  return db
    .selectFrom('accountMonthSums')
    .select(['accountId', 'month', 'total'])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('month', '>=', months.from)
    .where('month', '<=', months.to)
    .execute();
}

/** Each account's operations per date from `from` to `to`. */
export function sumDays(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  dates: { from: string; to: string },
) {
  return db
    .selectFrom('operations')
    .select(['accountId', 'date', sql<number | string>`cast(sum(amount) as bigint)`.as('total')])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('date', '>=', dates.from)
    .where('date', '<=', dates.to)
    .groupBy(['accountId', 'date'])
    .execute();
}

/**
 * Each account's operations whose value date falls on the other side of `day` than their date:
 * those dated after it but valued by it count, those dated by it but valued after it count
 * negatively (indexes operations_date_sums_idx and operations_value_date_idx).
 */
export function sumValueDateShifts(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  day: string,
) {
  const ofAccounts = db
    .selectFrom('operations')
    .select('accountId')
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .groupBy('accountId');
  return ofAccounts
    .select(sql<number | string>`cast(sum(amount) as bigint)`.as('total'))
    .where('date', '>', day)
    .where('valueDate', '<=', day)
    .unionAll(
      ofAccounts
        .select(sql<number | string>`cast(-sum(amount) as bigint)`.as('total'))
        .where('valueDate', '>', day)
        .where('date', '<=', day),
    )
    .execute();
}
