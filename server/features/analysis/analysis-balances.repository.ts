import { sql } from 'kysely';
import type { Executor } from '../../db/database';

// What balances at some dates need: account_month_sums by month, and the operations of the days
// a month is cut at (index operations_date_sums_idx), by operation date like every balance; and
// what the opening by value date needs beyond them: the parts valued after the day before.

/** The slots of monthsAround's rows besides the months of the range. */
export const BEFORE = 'before';
export const AFTER = 'after';

/**
 * Each account's rollup by slot: a month from `from` to `to` ('yyyy-MM', both included), or the
 * months before (BEFORE) or after them (AFTER) added up. Three selects in one statement, each
 * read in the primary key's order: a CASE grouping them sorted every month of every account.
 */
export function monthsAround(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  months: { from: string; to: string },
) {
  const ofAccounts = db
    .selectFrom('accountMonthSums')
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds);
  const added = (slot: string) =>
    ofAccounts
      .select([
        'accountId',
        sql.lit(slot).$castTo<string>().as('slot'),
        sql<number | string>`cast(sum(total) as bigint)`.as('total'),
      ])
      .groupBy('accountId');
  return added(BEFORE)
    .where('month', '<', months.from)
    .unionAll(added(AFTER).where('month', '>', months.to))
    .unionAll(
      ofAccounts
        .select(['accountId', 'month as slot', 'total'])
        .where('month', '>=', months.from)
        .where('month', '<=', months.to),
    )
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

/** Each account's split parts valued after `day` (index split_operations_account_sum). */
export function sumPartsValuedAfter(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  day: string,
) {
  return db
    .selectFrom('splitOperations')
    .select(['accountId', sql<number | string>`cast(sum(amount) as bigint)`.as('total')])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('valueDate', '>', day)
    .groupBy('accountId')
    .execute();
}
