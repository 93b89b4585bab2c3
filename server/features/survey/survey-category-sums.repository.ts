import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** category_month_sums of some accounts from one month to another ('yyyy-MM', both included). */
export function sumCategoryMonths(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  months: { from: string; to: string },
) {
  return db
    .selectFrom('categoryMonthSums')
    .select([
      'categoryId',
      'month',
      'isTransfer',
      sql<number | string>`cast(sum(total) as bigint)`.as('total'),
    ])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('month', '>=', months.from)
    .where('month', '<=', months.to)
    .groupBy(['categoryId', 'month', 'isTransfer'])
    .execute();
}
