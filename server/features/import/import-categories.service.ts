import { searchFold } from '../../../contract/operations-search';
import type { Executor } from '../../db/database';
import { listCategoryNames } from '../categories/categories-import.service';
import type { CategoryByName } from './import-store.service';

/**
 * The user's category named like a file's category (QIF "Parent:Child" gives its leaf), else
 * null; the first by id when names repeat.
 */
export async function categoryFinder(db: Executor, userId: number): Promise<CategoryByName> {
  const byName = new Map<string, number>();
  for (const { id, name } of await listCategoryNames(db, userId)) {
    const key = searchFold(name);
    if (!byName.has(key)) byName.set(key, id);
  }
  return (name) => {
    const leaf = name?.split(':').at(-1)?.trim() ?? '';
    return leaf === '' ? null : (byName.get(searchFold(leaf)) ?? null);
  };
}
