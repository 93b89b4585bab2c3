import type { Executor } from '../../db/database';
import * as repository from './categories-usage.repository';

/**
 * How many operations and planned operations of the user use one of the categories: a category
 * in use cannot be deleted (spec 001 §4).
 */
export async function countOperationsUsingCategories(
  db: Executor,
  userId: number,
  categoryIds: readonly number[],
): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const [operations, planned] = await Promise.all([
    repository.countOperationsInCategories(db, userId, categoryIds),
    repository.countEcheancesInCategories(db, userId, categoryIds),
  ]);
  return operations + planned;
}
