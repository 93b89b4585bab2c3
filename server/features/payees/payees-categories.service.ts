import type { Executor } from '../../db/database';
import * as repository from './payees-categories.repository';

/**
 * How many payees of the user name one of the categories, as a default category or in a split
 * template: a category in use cannot be deleted (spec 001 §4).
 */
export async function countPayeesUsingCategories(
  db: Executor,
  userId: number,
  categoryIds: readonly number[],
): Promise<number> {
  if (categoryIds.length === 0) return 0;
  return repository.countPayeesWithCategories(db, userId, categoryIds);
}
