import type { NotBrought } from '../../../../contract/books-import';

/**
 * Transfers the source filed under a category (Firefly's transfers, YNAB's to a tracking
 * account): their legs are brought without it, a transfer having no category in Pécule's books.
 */
export function transferCategoriesNotBrought(categories: readonly string[]): NotBrought[] {
  if (categories.length === 0) return [];
  const names = [...new Set(categories)].join(', ');
  return [{ kind: 'TRANSFER_CATEGORY', count: categories.length, detail: names }];
}
