import type { Insertable } from 'kysely';
import { searchFold } from '../../../contract/operations-search';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { CategoriesTable, Flag } from '../../db/schema';

const categoriesOfUser = prepared((db, userId: number) =>
  db
    .selectFrom('categories')
    .select([
      'id',
      'parentId',
      'similarId',
      'name',
      'debitCredit',
      'enabled',
      'sortIndex',
      'level',
      'owned',
    ])
    .where('userId', '=', userId),
);

export type CategoryRow = Awaited<ReturnType<typeof categoriesOfUser>>[number];

/** Every category of the user, disabled ones included (a tree is a few hundred rows). */
export function findCategoriesOfUser(db: Executor, userId: number): Promise<CategoryRow[]> {
  return categoriesOfUser(db, userId);
}

/** The standard tree, parents before children, named in that language (French by default). */
export function findTemplates(db: Executor, language: string) {
  return db
    .selectFrom('categories')
    .leftJoin('categoryTemplateNames as translation', (join) =>
      join
        .onRef('translation.categoryId', '=', 'categories.id')
        .on('translation.language', '=', language),
    )
    .select((eb) => [
      'categories.id',
      'categories.parentId',
      'categories.name as path',
      eb.fn.coalesce('translation.name', 'categories.name').as('name'),
      'categories.debitCredit',
      'categories.sortIndex',
      'categories.level',
    ])
    .where('categories.userId', 'is', null)
    .orderBy('categories.level')
    .orderBy('categories.id')
    .execute();
}

export async function insertCategories(
  db: Executor,
  rows: Insertable<CategoriesTable>[],
): Promise<number[]> {
  const inserted = await db
    .insertInto('categories')
    .values(rows.map((row) => ({ ...row, nameFolded: searchFold(row.name) })))
    .returning('id')
    .execute();
  // RETURNING promises no order; ids of one multi-row INSERT grow in row order on both databases.
  return inserted.map((r) => r.id).sort((a, b) => a - b);
}

export async function insertCategory(
  db: Executor,
  row: Insertable<CategoriesTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('categories')
    .values({ ...row, nameFolded: searchFold(row.name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCategory(
  db: Executor,
  userId: number,
  categoryId: number,
  changes: { name: string; similarId: number },
): Promise<void> {
  await db
    .updateTable('categories')
    .set({ ...changes, nameFolded: searchFold(changes.name) })
    .where('userId', '=', userId)
    .where('id', '=', categoryId)
    .execute();
}

/**
 * Moves a category under another parent with its subtree, in one statement: the database checks
 * each child's level against its parent's at the end of the statement, so every level must
 * change at once.
 */
export async function moveSubtree(
  db: Executor,
  userId: number,
  move: { categoryId: number; parentId: number | null; sortIndex: number; subtreeIds: number[] },
  levelShift: number,
): Promise<void> {
  const { categoryId, parentId, sortIndex, subtreeIds } = move;
  await db
    .updateTable('categories')
    .set((eb) => ({
      level: eb('level', '+', levelShift),
      parentId: eb.case().when('id', '=', categoryId).then(parentId).else(eb.ref('parentId')).end(),
      sortIndex: eb
        .case()
        .when('id', '=', categoryId)
        .then(sortIndex)
        .else(eb.ref('sortIndex'))
        .end(),
    }))
    .where('userId', '=', userId)
    .where('id', 'in', subtreeIds)
    .execute();
}

export async function setEnabled(
  db: Executor,
  userId: number,
  categoryIds: number[],
  enabled: Flag,
): Promise<void> {
  await db
    .updateTable('categories')
    .set({ enabled })
    .where('userId', '=', userId)
    .where('id', 'in', categoryIds)
    .execute();
}

/** Gives each listed category its position in the list as sortIndex, in one statement. */
export async function setSortIndexes(
  db: Executor,
  userId: number,
  sortedIds: number[],
): Promise<void> {
  await db
    .updateTable('categories')
    .set((eb) => {
      let position = eb.case().when('id', '=', sortedIds[0]!).then(0);
      sortedIds.slice(1).forEach((id, i) => {
        position = position.when('id', '=', id).then(i + 1);
      });
      return { sortIndex: position.else(eb.ref('sortIndex')).end() };
    })
    .where('userId', '=', userId)
    .where('id', 'in', sortedIds)
    .execute();
}
