import { FunctionalityCode, functionality, hasAccess } from '../../../contract/access';
import type { Language } from '../../../contract/auth';
import type {
  CategoryRoot,
  CategoryDto,
  CategorySaveRequest,
  CategoryTreesDto,
} from '../../../contract/categories';
import { CATEGORY_MAX_LEVEL } from '../../../contract/category-tree';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../http/request-context';
import { countOperationsUsingCategories } from './categories-usage.service';
import { countPayeesUsingCategories } from '../payees/payees-categories.service';
import { ancestorIds, buildTrees, findInTrees, subtreeIds } from './categories-tree';
import * as repository from './categories.repository';
import { orderOfChildren, placeCategory } from './category-rules';

/** Adding and editing categories need the CATEGORY functionality (spec 001 §6). */
export function checkCategoryFullAccess(user: Principal | undefined): void {
  if (!hasAccess(user ?? null, [functionality(FunctionalityCode.category)])) {
    throw AppError.forbidden(MessageCode.categoryNoFullAccess);
  }
}

/**
 * Gives a new user the standard tree, named in the user's language, level by level. Answers the
 * copies by their template's path ('Logement/Loyer', the templates' French reference names).
 */
export async function copyTemplateCategories(
  db: Executor,
  userId: number,
  language: Language,
): Promise<Map<string, number>> {
  const templates = await repository.findTemplates(db, language);
  const copyOf = new Map<number, number>();
  const pathOf = new Map<number, string>();
  for (let level = 1; level <= CATEGORY_MAX_LEVEL; level += 1) {
    const rows = templates.filter((t) => t.level === level);
    if (rows.length === 0) continue;
    const ids = await repository.insertCategories(
      db,
      rows.map((t) => ({
        userId,
        parentId: t.parentId === null ? null : (copyOf.get(t.parentId) ?? null),
        similarId: t.id,
        name: t.name,
        debitCredit: t.debitCredit,
        sortIndex: t.sortIndex,
        level: t.level,
        owned: 0,
      })),
    );
    rows.forEach((t, i) => {
      copyOf.set(t.id, ids[i]!);
      pathOf.set(t.id, t.parentId === null ? t.path : `${pathOf.get(t.parentId)}/${t.path}`);
    });
  }
  return new Map([...copyOf].map(([templateId, id]) => [pathOf.get(templateId)!, id]));
}

/** Every category row of the user, parents before children (level, then id): a whole export. */
export async function categoriesParentsFirst(db: Executor, userId: number) {
  const rows = await repository.findCategoriesOfUser(db, userId);
  return [...rows].sort((a, b) => a.level - b.level || a.id - b.id);
}

export async function listCategories(
  db: Executor,
  userId: number,
  locale: string,
  withNotEnabled: boolean,
): Promise<CategoryTreesDto> {
  return buildTrees(await repository.findCategoriesOfUser(db, userId), locale, withNotEnabled);
}

/** Creates (categoryId null) or updates a category; answers it as GET shows it. */
export async function saveCategory(
  db: Executor,
  userId: number,
  locale: string,
  categoryId: number | null,
  request: CategorySaveRequest,
): Promise<CategoryDto> {
  const savedId = await db.transaction().execute(async (trx) => {
    const rows = await repository.findCategoriesOfUser(trx, userId);
    const place = placeCategory(rows, categoryId, request);
    if (!place.existing) {
      return repository.insertCategory(trx, {
        userId,
        parentId: request.parent,
        similarId: place.similarId,
        name: request.name,
        debitCredit: request.debitCredit,
        level: place.level,
        sortIndex: place.sortIndex,
        owned: 1,
      });
    }
    const { existing } = place;
    await repository.updateCategory(trx, userId, existing.id, {
      name: request.name,
      similarId: place.similarId,
    });
    if (existing.parentId !== request.parent) {
      const move = {
        categoryId: existing.id,
        parentId: request.parent,
        sortIndex: place.sortIndex,
        subtreeIds: subtreeIds(rows, existing.id),
      };
      await repository.moveSubtree(trx, userId, move, place.level - existing.level);
    }
    return existing.id;
  });
  const trees = await listCategories(db, userId, locale, true);
  return findInTrees(trees, savedId)!;
}

async function ownRows(db: Executor, userId: number, categoryId: number) {
  const rows = await repository.findCategoriesOfUser(db, userId);
  if (!rows.some((row) => row.id === categoryId)) throw AppError.notFound();
  return rows;
}

/** Orders the children of a category or of a root (see orderOfChildren). */
export async function reorderCategories(
  db: Executor,
  userId: number,
  parent: number | CategoryRoot,
  sortedIds: number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows =
      typeof parent === 'number'
        ? await ownRows(trx, userId, parent)
        : await repository.findCategoriesOfUser(trx, userId);
    await repository.setSortIndexes(trx, userId, orderOfChildren(rows, parent, sortedIds));
  });
}

/** Enables a category with its subtree and its parents, so that it shows again in its place. */
export async function enableCategory(
  db: Executor,
  userId: number,
  categoryId: number,
): Promise<void> {
  const rows = await ownRows(db, userId, categoryId);
  const ids = [...subtreeIds(rows, categoryId), ...ancestorIds(rows, categoryId)];
  await repository.setEnabled(db, userId, ids, 1);
}

/**
 * "Deletes" a category: disables it with its subtree, unless one of them is used by operations
 * (planned ones included) or payees.
 */
export async function deleteCategory(
  db: Executor,
  userId: number,
  categoryId: number,
): Promise<void> {
  const ids = subtreeIds(await ownRows(db, userId, categoryId), categoryId);
  if ((await countOperationsUsingCategories(db, userId, ids)) > 0) {
    throw new AppError(409, MessageCode.categoryAttachedToOperations);
  }
  if ((await countPayeesUsingCategories(db, userId, ids)) > 0) {
    throw new AppError(409, MessageCode.categoryAttachedToPayees);
  }
  await repository.setEnabled(db, userId, ids, 0);
}
