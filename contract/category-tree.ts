// Pure rules of the category trees (spec 001 §3, §4, §5, §9), shared by the server and the SPA.

/** Categories have 1 to 3 levels; a parent above level 2 is refused (category.parent.tooDeep). */
export const CATEGORY_MAX_LEVEL = 3;
export const CATEGORY_MAX_PARENT_LEVEL = CATEGORY_MAX_LEVEL - 1;

/** Between the names of a category's ancestors in its full name: "Logement / Énergie / Gaz". */
export const CATEGORY_PATH_SEPARATOR = ' / ';

interface Sortable {
  enabled: boolean;
  sortIndex: number;
  name: string;
}

/** The order of the trees: enabled first, then sortIndex, then name in the reader's language. */
export function categoryComparator(locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return (a: Sortable, b: Sortable): number =>
    Number(b.enabled) - Number(a.enabled) ||
    a.sortIndex - b.sortIndex ||
    collator.compare(a.name, b.name);
}

/** Sorts a tree at every level, in a copy. */
export function sortCategoryTree<T extends Sortable & { children: T[] }>(
  nodes: readonly T[],
  locale: string,
): T[] {
  const compare = categoryComparator(locale);
  const sortLevel = (level: readonly T[]): T[] =>
    [...level].sort(compare).map((node) => ({ ...node, children: sortLevel(node.children) }));
  return sortLevel(nodes);
}

export function categoryFullName(path: readonly string[]): string {
  return path.join(CATEGORY_PATH_SEPARATOR);
}

interface TreeNode {
  readonly children: readonly TreeNode[];
}

/** Levels below a node, itself included: 1 for a leaf. */
export function subtreeHeight(node: TreeNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

/** The level a child of that parent takes (null: the top level). */
export function childLevel(parentLevel: number | null): number {
  return (parentLevel ?? 0) + 1;
}

/** Whether a category (with `height` levels of its own) may go under that parent. */
export function fitsUnder(parentLevel: number | null, height = 1): boolean {
  return (
    (parentLevel ?? 0) <= CATEGORY_MAX_PARENT_LEVEL &&
    childLevel(parentLevel) + height - 1 <= CATEGORY_MAX_LEVEL
  );
}

/**
 * Whether the new parent is the category itself or one of its descendants
 * (category.parentCategoryItself): walks up from the parent through `parentOf`.
 */
export function isSelfOrDescendant(
  categoryId: number,
  newParentId: number | null,
  parentOf: (id: number) => number | null | undefined,
): boolean {
  const seen = new Set<number>();
  for (let id = newParentId; id != null && !seen.has(id); id = parentOf(id) ?? null) {
    if (id === categoryId) return true;
    seen.add(id);
  }
  return false;
}

/** Whether `sortedIds` names exactly the children of the parent, each once (reorder). */
export function isPermutationOf(
  sortedIds: readonly number[],
  childIds: readonly number[],
): boolean {
  const children = new Set(childIds);
  return (
    sortedIds.length === children.size &&
    new Set(sortedIds).size === sortedIds.length &&
    sortedIds.every((id) => children.has(id))
  );
}
