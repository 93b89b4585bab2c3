import type { ForeignCategory } from '../../../../contract/books-import';

// YNAB's category groups become parent categories, their categories children. The "Inflow"
// group holds income ("Ready to Assign", formerly "To be Budgeted"); every other group is spent
// from.

export interface YnabCategoryName {
  group: string;
  category: string;
}

const INCOME_GROUP = 'Inflow';

export const groupKey = (group: string) => `group:${group}`;
export const ynabCategoryKey = ({ group, category }: YnabCategoryName) =>
  `category:${group}:${category}`;

/** The categories named, each group before its first category, in the order first met. */
export function ynabCategories(names: readonly YnabCategoryName[]): ForeignCategory[] {
  const categories = new Map<string, ForeignCategory>();
  for (const name of names) {
    const kind = name.group === INCOME_GROUP ? 'INCOME' : 'EXPENSE';
    const parentKey = groupKey(name.group);
    if (!categories.has(parentKey)) {
      categories.set(parentKey, { key: parentKey, name: name.group, parentKey: null, kind });
    }
    const key = ynabCategoryKey(name);
    if (!categories.has(key)) categories.set(key, { key, name: name.category, parentKey, kind });
  }
  return [...categories.values()];
}
