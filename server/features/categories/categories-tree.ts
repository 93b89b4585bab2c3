import type { CategoryDto, CategoryRefDto, CategoryTreesDto } from '../../../contract/categories';
import { categoryFullName, sortCategoryTree } from '../../../contract/category-tree';
import { DebitCredit } from '../../../contract/debit-credit';
import type { CategoryRow } from './categories.repository';

// The user's rows as the API shows them: two sorted trees of DTOs.

/** The rows under each parent (null: the top level of both trees). */
export function childrenIndex(rows: readonly CategoryRow[]): Map<number | null, CategoryRow[]> {
  const index = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = index.get(row.parentId);
    if (siblings) siblings.push(row);
    else index.set(row.parentId, [row]);
  }
  return index;
}

/** The category and everything below it. */
export function subtreeIds(rows: readonly CategoryRow[], categoryId: number): number[] {
  const children = childrenIndex(rows);
  const ids: number[] = [];
  const walk = (id: number) => {
    ids.push(id);
    for (const child of children.get(id) ?? []) walk(child.id);
  };
  walk(categoryId);
  return ids;
}

/** The parents of a category, nearest first. */
export function ancestorIds(rows: readonly CategoryRow[], categoryId: number): number[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ids: number[] = [];
  for (let id = byId.get(categoryId)?.parentId; id != null; id = byId.get(id)?.parentId) {
    if (ids.includes(id)) break;
    ids.push(id);
  }
  return ids;
}

/**
 * The user's copy of each template: what a category's `similar` shows, and what a body names as
 * its similar category. The first copy wins should there be two.
 */
function copiesOfTemplates(rows: readonly CategoryRow[]): Map<number, CategoryRow> {
  const copies = new Map<number, CategoryRow>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (row.owned === 0 && row.similarId !== null && !copies.has(row.similarId)) {
      copies.set(row.similarId, row);
    }
  }
  return copies;
}

const refOf = (row: CategoryRow | undefined): CategoryRefDto | null =>
  row ? { categoryId: row.id, name: row.name } : null;

/** Both trees, sorted for the reader's language; disabled categories only when asked. */
export function buildTrees(
  rows: readonly CategoryRow[],
  locale: string,
  withNotEnabled: boolean,
): CategoryTreesDto {
  const children = childrenIndex(rows);
  const copies = copiesOfTemplates(rows);
  const shown = (row: CategoryRow) => withNotEnabled || row.enabled === 1;
  const toDto = (
    row: CategoryRow,
    parent: CategoryRow | undefined,
    path: string[],
  ): CategoryDto => {
    const names = [...path, row.name];
    return {
      categoryId: row.id,
      name: row.name,
      debitCredit: row.debitCredit,
      parent: refOf(parent),
      children: (children.get(row.id) ?? []).filter(shown).map((c) => toDto(c, row, names)),
      enabled: row.enabled === 1,
      owned: row.owned === 1,
      sortIndex: row.sortIndex,
      level: row.level,
      similar: refOf(row.similarId === null ? undefined : copies.get(row.similarId)),
      fullName: categoryFullName(names),
    };
  };
  const roots = (children.get(null) ?? []).filter(shown).map((row) => toDto(row, undefined, []));
  const tree = (direction: number) =>
    sortCategoryTree(
      roots.filter((dto) => dto.debitCredit === direction),
      locale,
    );
  return { credit: tree(DebitCredit.credit), debit: tree(DebitCredit.debit) };
}

/** One category of the trees, with its subtree. */
export function findInTrees(trees: CategoryTreesDto, categoryId: number): CategoryDto | undefined {
  const find = (nodes: readonly CategoryDto[]): CategoryDto | undefined => {
    for (const node of nodes) {
      const found = node.categoryId === categoryId ? node : find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  return find(trees.credit) ?? find(trees.debit);
}

/** Whether a category is the user's copy of a template (a valid `similar` choice). */
export function templateOf(row: CategoryRow): number | null {
  return row.owned === 0 ? row.similarId : null;
}
