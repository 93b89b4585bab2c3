import type { Executor } from '../../db/database';

export function findCategoryNames(db: Executor, userId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}
