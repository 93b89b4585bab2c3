import {
  rootOf,
  type CategoryDto,
  type CategoryRoot,
  type CategoryTreesDto,
} from '../../../contract/categories';
import { CATEGORY_MAX_PARENT_LEVEL } from '../../../contract/category-tree';
import { DebitCredit, type Direction } from '../../../contract/debit-credit';
import type { CategoryNode } from '../../components/category-options';

/** Where a category sits: its parent's id, or the root of its tree. */
export type ParentKey = number | CategoryRoot;

export const parentKeyOf = (category: CategoryDto): ParentKey =>
  category.parent?.categoryId ?? rootOf(category.debitCredit);

export const treeOf = (trees: CategoryTreesDto, direction: Direction): CategoryDto[] =>
  direction === DebitCredit.credit ? trees.credit : trees.debit;

/** The category and its siblings: the children of its parent, disabled ones included. */
export function siblingsOf(trees: CategoryTreesDto, category: CategoryDto): CategoryDto[] {
  const tree = treeOf(trees, category.debitCredit);
  const parentId = category.parent?.categoryId;
  if (parentId === undefined) return tree;
  return allCategories(tree).find((node) => node.categoryId === parentId)?.children ?? [];
}

/** The tree without its disabled categories (a disabled category hides its branch). */
export function withoutDisabled(nodes: readonly CategoryDto[]): CategoryDto[] {
  return nodes
    .filter((node) => node.enabled)
    .map((node) => ({ ...node, children: withoutDisabled(node.children) }));
}

/** Every category of the trees, depth first. */
export function allCategories(nodes: readonly CategoryDto[]): CategoryDto[] {
  return nodes.flatMap((node) => [node, ...allCategories(node.children)]);
}

/** The ids of the categories that have children: what "expand all" opens. */
export const branchIds = (nodes: readonly CategoryDto[]): number[] =>
  allCategories(nodes)
    .filter((node) => node.children.length > 0)
    .map((node) => node.categoryId);

/**
 * The body of a reorder after moving `categoryId` to `toIndex` among its enabled siblings:
 * the enabled ones in their new order, then the disabled ones as they were (they sort last).
 * Null when nothing moves.
 */
export function reorderedIds(
  siblings: readonly CategoryDto[],
  categoryId: number,
  toIndex: number,
): number[] | null {
  const enabled = siblings.filter((node) => node.enabled).map((node) => node.categoryId);
  const from = enabled.indexOf(categoryId);
  if (from < 0 || toIndex < 0 || toIndex >= enabled.length || toIndex === from) return null;
  enabled.splice(toIndex, 0, ...enabled.splice(from, 1));
  const disabled = siblings.filter((node) => !node.enabled).map((node) => node.categoryId);
  return [...enabled, ...disabled];
}

/** The trees with the children of `parent` put in the order of `sortedIds` (optimistic reorder). */
export function withOrder(
  trees: CategoryTreesDto,
  parent: ParentKey,
  sortedIds: readonly number[],
): CategoryTreesDto {
  const rank = new Map(sortedIds.map((id, index) => [id, index]));
  const sort = (nodes: CategoryDto[]): CategoryDto[] =>
    nodes
      .map((node) => ({ ...node, sortIndex: rank.get(node.categoryId) ?? node.sortIndex }))
      .sort((a, b) => a.sortIndex - b.sortIndex);
  const visit = (nodes: CategoryDto[], key: ParentKey): CategoryDto[] => {
    const level = key === parent ? sort(nodes) : nodes;
    return level.map((node) => ({ ...node, children: visit(node.children, node.categoryId) }));
  };
  return {
    credit: visit(trees.credit, rootOf(DebitCredit.credit)),
    debit: visit(trees.debit, rootOf(DebitCredit.debit)),
  };
}

/**
 * The categories a category may be put under: the enabled ones of levels 1 and 2 of its tree,
 * and its current parent even if disabled.
 */
export const parentChoices = (tree: readonly CategoryDto[], current?: number): CategoryDto[] =>
  allCategories(tree).filter(
    (node) =>
      (node.enabled || node.categoryId === current) && node.level <= CATEGORY_MAX_PARENT_LEVEL,
  );

/**
 * The standard categories of a tree, for the "similar" choice: the user's own ones are left out
 * (category.similar.owned), their standard children moving up in their place.
 */
export function standardTree(nodes: readonly CategoryDto[]): CategoryNode[] {
  return nodes.flatMap((node): CategoryNode[] => {
    const children = standardTree(node.children);
    if (node.owned) return children;
    return [{ id: node.categoryId, name: node.name, enabled: node.enabled, children }];
  });
}
