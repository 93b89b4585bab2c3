import type { Cents } from '../../../contract/money';
import type { Executor } from '../../db/database';
import * as repository from './survey-category-sums.repository';

/** The real total of a category (null: undefined) in a month of the parts' value dates. */
export interface CategoryMonthSum {
  categoryId: number | null;
  month: string;
  transfer: boolean;
  total: Cents;
}

/**
 * What the operations of some accounts add up to per category and value-date month, read from
 * the category_month_sums rollup, never from the operations themselves.
 */
export async function categoryMonthSums(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  months: { from: string; to: string },
): Promise<CategoryMonthSum[]> {
  if (accountIds.length === 0) return [];
  const rows = await repository.sumCategoryMonths(db, userId, accountIds, months);
  return rows.map((row) => ({
    categoryId: row.categoryId,
    month: row.month,
    transfer: row.isTransfer === 1,
    total: Number(row.total),
  }));
}
