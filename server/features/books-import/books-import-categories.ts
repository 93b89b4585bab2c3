import type { ForeignBooks } from '../../../contract/books-import';

// The foreign category tree onto Pécule's: two trees (expenses -1, income 1) of at most three
// levels. A category is matched by its path of names (case and spaces aside) in its tree, else
// created; below the third level it folds into its third-level ancestor, and is counted so.

export const MAX_CATEGORY_LEVEL = 3;

export interface ExistingCategory {
  id: number;
  parentId: number | null;
  name: string;
  debitCredit: -1 | 1;
}

/** Where a foreign category goes: an existing category, or one the import creates. */
export type CategoryTarget = { existingId: number } | { newKey: string };

export interface NewCategory {
  key: string;
  name: string;
  parent: CategoryTarget | null;
  debitCredit: -1 | 1;
  level: number;
}

export interface CategoryPlan {
  targets: Map<string, CategoryTarget>;
  created: NewCategory[];
  /** Foreign categories below the third level, folded into their ancestor. */
  folded: string[];
}

export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

const pathKey = (debitCredit: number, names: readonly string[]) =>
  [debitCredit, ...names.map(nameKey)].join('\u0000');

function existingPaths(existing: readonly ExistingCategory[]): Map<string, number> {
  const byId = new Map(existing.map((c) => [c.id, c]));
  const namesOf = (category: ExistingCategory): string[] => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    return parent ? [...namesOf(parent), category.name] : [category.name];
  };
  return new Map(existing.map((c) => [pathKey(c.debitCredit, namesOf(c)), c.id]));
}

/**
 * A child lives in its parent's tree; a top-level category is income where the source says so,
 * or where it says nothing and money mostly comes in through it.
 */
function directionsOf(books: ForeignBooks): Map<string, -1 | 1> {
  const flows = new Map<string, number>();
  for (const part of books.transactions.flatMap((t) => t.parts)) {
    if (part.categoryKey)
      flows.set(part.categoryKey, (flows.get(part.categoryKey) ?? 0) + part.amount);
  }
  const directions = new Map<string, -1 | 1>();
  for (const category of books.categories) {
    const parent = category.parentKey ? directions.get(category.parentKey) : undefined;
    const stated = category.kind === null ? undefined : category.kind === 'INCOME' ? 1 : -1;
    const guessed = (flows.get(category.key) ?? 0) > 0 ? 1 : -1;
    directions.set(category.key, parent ?? stated ?? guessed);
  }
  return directions;
}

export function planCategories(
  books: ForeignBooks,
  existing: readonly ExistingCategory[],
): CategoryPlan {
  const paths = existingPaths(existing);
  const directions = directionsOf(books);
  const names = new Map<string, string[]>();
  const plan: CategoryPlan = { targets: new Map(), created: [], folded: [] };
  /** Two foreign categories of one path (siblings of one name) become one. */
  const created = new Map<string, CategoryTarget>();
  for (const category of books.categories) {
    const parentNames = category.parentKey ? names.get(category.parentKey)! : [];
    const path = [...parentNames, category.name];
    names.set(category.key, path);
    if (path.length > MAX_CATEGORY_LEVEL) {
      plan.targets.set(category.key, plan.targets.get(category.parentKey!)!);
      plan.folded.push(category.key);
      continue;
    }
    const debitCredit = directions.get(category.key)!;
    const key = pathKey(debitCredit, path);
    const found = paths.get(key) ?? created.get(key);
    if (found !== undefined) {
      plan.targets.set(category.key, typeof found === 'number' ? { existingId: found } : found);
      continue;
    }
    created.set(key, { newKey: category.key });
    const parent = category.parentKey === null ? null : plan.targets.get(category.parentKey)!;
    plan.created.push({
      key: category.key,
      name: category.name,
      parent,
      debitCredit,
      level: path.length,
    });
    plan.targets.set(category.key, { newKey: category.key });
  }
  return plan;
}
