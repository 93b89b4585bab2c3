import type { CategoryDto } from '../../contract/categories';

/** A category tree node, independent of the server's DTO (the screen maps it). */
export interface CategoryNode {
  id: number;
  name: string;
  children?: readonly CategoryNode[];
  /** Missing means enabled. */
  enabled?: boolean;
}

/** The category tree as the selectors take it. */
export function categoryNodes(tree: readonly CategoryDto[]): CategoryNode[] {
  return tree.map((category) => ({
    id: category.categoryId,
    name: category.name,
    enabled: category.enabled,
    children: categoryNodes(category.children),
  }));
}

export interface CategoryEntry {
  id: number;
  name: string;
  /** The names from the root down, e.g. "Food / Groceries". */
  fullName: string;
  level: number;
}

export const CATEGORY_PATH_SEPARATOR = ' / ';

/**
 * The categories in tree order, each with its level and full name. A disabled category hides
 * its children too (disabling a category disables its branch, spec 001 §4).
 */
export function flattenCategories(
  tree: readonly CategoryNode[],
  { withDisabled = false } = {},
): CategoryEntry[] {
  const entries: CategoryEntry[] = [];
  const visit = (nodes: readonly CategoryNode[], path: string, level: number) => {
    for (const node of nodes) {
      if (node.enabled === false && !withDisabled) continue;
      const fullName = path ? `${path}${CATEGORY_PATH_SEPARATOR}${node.name}` : node.name;
      entries.push({ id: node.id, name: node.name, fullName, level });
      visit(node.children ?? [], fullName, level + 1);
    }
  };
  visit(tree, '', 1);
  return entries;
}
