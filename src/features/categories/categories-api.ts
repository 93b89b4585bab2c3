import {
  NEW_CATEGORY_ID,
  type CategoryRoot,
  type CategorySaveRequest,
  type CategoryTreesDto,
} from '../../../contract/categories';
import * as categoriesApi from '../../../contract/endpoints/categories';
import { callEndpoint } from '../../lib/api';

/** Both trees, disabled categories included: the screen hides them itself. */
export async function fetchCategoryTrees(): Promise<CategoryTreesDto> {
  return callEndpoint(categoriesApi.listCategories, { query: { withNotEnabled: 'true' } });
}

/** The body of POST /api/category/{id}, as the contract's schema reads it. */
export interface CategoryBody {
  name: string;
  debitCredit: CategorySaveRequest['debitCredit'];
  parent: { categoryId: number } | null;
  similar: { categoryId: number };
}

export async function saveCategory(categoryId: number | null, body: CategoryBody): Promise<void> {
  await callEndpoint(categoriesApi.saveCategory, {
    params: { categoryId: String(categoryId ?? NEW_CATEGORY_ID) },
    body,
  });
}

/** The children of a parent (a category or a root) in their new order. */
export async function reorderCategories(
  parentId: number | CategoryRoot,
  sortedIds: readonly number[],
): Promise<void> {
  await callEndpoint(categoriesApi.reorderCategories, {
    params: { categoryId: String(parentId) },
    body: { sortedIds: [...sortedIds] },
  });
}

export async function enableCategory(categoryId: number): Promise<void> {
  await callEndpoint(categoriesApi.enableCategory, { params: { categoryId: String(categoryId) } });
}

/** Disables the category and its children (spec 001 §4). */
export async function deleteCategory(categoryId: number): Promise<void> {
  await callEndpoint(categoriesApi.deleteCategory, { params: { categoryId: String(categoryId) } });
}
