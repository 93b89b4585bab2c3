import type { Executor } from '../../db/database';

/** Operations of the user with a part in one of the categories (each operation counted once). */
export async function countOperationsInCategories(
  db: Executor,
  userId: number,
  categoryIds: readonly number[],
): Promise<number> {
  const row = await db
    .selectFrom('splitOperations')
    .select((eb) => eb.fn.count<number>('operationId').distinct().as('count'))
    .where('userId', '=', userId)
    .where('categoryId', 'in', categoryIds)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Planned operations of the user with a part in one of the categories. */
export async function countEcheancesInCategories(
  db: Executor,
  userId: number,
  categoryIds: readonly number[],
): Promise<number> {
  const row = await db
    .selectFrom('echeanceSplits')
    .select((eb) => eb.fn.count<number>('echeanceId').distinct().as('count'))
    .where('userId', '=', userId)
    .where('categoryId', 'in', categoryIds)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
