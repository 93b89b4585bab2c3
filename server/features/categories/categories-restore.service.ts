import type { Executor } from '../../db/database';
import * as repository from './categories-restore.repository';

export interface RestoredCategory extends Omit<repository.CategoryRestoreRow, 'parentId'> {
  /** The parent's index in the list given, null at the top. */
  parentIndex: number | null;
}

/**
 * Replaces the user's tree (a new account holds only the standard copy, used by nothing) with an
 * exported one, level by level so a parent exists before its children; answers the new ids in
 * the order given.
 */
export async function restoreCategories(
  db: Executor,
  userId: number,
  categories: readonly RestoredCategory[],
): Promise<number[]> {
  await repository.deleteCategoriesOfUser(db, userId);
  return addCategories(
    db,
    userId,
    categories.map(({ parentIndex, ...row }) => ({
      ...row,
      parent: parentIndex === null ? null : { index: parentIndex },
    })),
  );
}

export interface AddedCategory extends Omit<repository.CategoryRestoreRow, 'parentId'> {
  /** An existing category of the user, or the index of one added in the same list, or the top. */
  parent: { id: number } | { index: number } | null;
}

/**
 * Adds categories to the user's tree (books brought from another application), keeping what is
 * there; parents before children, level by level; answers the new ids in the order given.
 */
export async function addCategories(
  db: Executor,
  userId: number,
  categories: readonly AddedCategory[],
): Promise<number[]> {
  const ids: number[] = new Array<number>(categories.length);
  const parentIdOf = (parent: AddedCategory['parent']) =>
    parent === null ? null : 'id' in parent ? parent.id : ids[parent.index]!;
  const levels = [...new Set(categories.map((c) => c.level))].sort((a, b) => a - b);
  for (const level of levels) {
    const indexes = categories.flatMap((c, i) => (c.level === level ? [i] : []));
    const rows = indexes.map((i) => {
      const { parent, ...row } = categories[i]!;
      return { ...row, parentId: parentIdOf(parent) };
    });
    const created = await repository.insertCategoryRows(db, userId, rows);
    indexes.forEach((index, k) => (ids[index] = created[k]!));
  }
  return ids;
}

/** Whether every one of these ids is a template category of this instance. */
export async function areTemplateCategories(db: Executor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  return (await repository.findTemplateIds(db, unique)).size === unique.length;
}
