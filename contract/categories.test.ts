import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ERROR_ALERTS,
  categoryIdFromApi,
  categoryIdToApi,
  categoryListQuerySchema,
  categoryParentParamsSchema,
  categoryReorderSchema,
  categorySaveParamsSchema,
  categorySaveSchema,
  rootOf,
  storedCategoryIdSchema,
} from './categories';
import {
  categoryComparator,
  categoryFullName,
  childLevel,
  fitsUnder,
  isPermutationOf,
  isSelfOrDescendant,
  sortCategoryTree,
  subtreeHeight,
} from './category-tree';

describe('special categories at the API edge', () => {
  it('stores the undefined category as no category, and reads it back as -1', () => {
    expect(categoryIdFromApi(-1)).toBeNull();
    expect(categoryIdFromApi(null)).toBeNull();
    expect(categoryIdFromApi(undefined)).toBeNull();
    expect(categoryIdFromApi(42)).toBe(42);
    expect(categoryIdToApi(null)).toBe(-1);
    expect(categoryIdToApi(42)).toBe(42);
  });

  it('never stores split or redirect', () => {
    expect(() => categoryIdFromApi(-2)).toThrow(RangeError);
    expect(() => categoryIdFromApi(-3)).toThrow(RangeError);
    expect(storedCategoryIdSchema.safeParse(-2).success).toBe(false);
    expect(storedCategoryIdSchema.safeParse(0).success).toBe(false);
    expect(storedCategoryIdSchema.parse(-1)).toBeNull();
    expect(storedCategoryIdSchema.parse(7)).toBe(7);
  });

  it('names the roots of the two trees', () => {
    expect(rootOf(1)).toBe('CREDIT_ROOT');
    expect(rootOf(-1)).toBe('DEBIT_ROOT');
  });
});

describe('category payloads', () => {
  const body = {
    name: ' Gaz ',
    debitCredit: -1,
    parent: { categoryId: 4 },
    similar: { categoryId: 9 },
  };
  const message = (data: unknown) => categorySaveSchema.safeParse(data).error?.issues[0]?.message;

  it('reads a category to save, with its parent id or null at the top level', () => {
    expect(categorySaveSchema.parse(body)).toEqual({
      name: 'Gaz',
      debitCredit: -1,
      parent: 4,
      similar: { categoryId: 9 },
    });
    expect(categorySaveSchema.parse({ ...body, parent: null }).parent).toBeNull();
    expect(categorySaveSchema.parse({ ...body, parent: undefined }).parent).toBeNull();
    expect(
      categorySaveSchema.parse({ ...body, parent: { categoryId: 'DEBIT_ROOT' } }).parent,
    ).toBeNull();
  });

  it('requires the name and the similar category', () => {
    expect(message({ ...body, name: '  ' })).toBe('category.name.isRequired');
    expect(message({ ...body, name: undefined })).toBe('category.name.isRequired');
    expect(message({ ...body, similar: undefined })).toBe('category.similar.isRequired');
    expect(message({ ...body, similar: null })).toBe('category.similar.isRequired');
    expect(message({ ...body, similar: { categoryId: -1 } })).toBe('category.similar.isRequired');
  });

  it('refuses a root of the other tree and a bad direction', () => {
    expect(
      categorySaveSchema.safeParse({ ...body, parent: { categoryId: 'CREDIT_ROOT' } }).success,
    ).toBe(false);
    expect(categorySaveSchema.safeParse({ ...body, debitCredit: 0 }).success).toBe(false);
  });

  it('reads the save path: 0 creates, a positive id updates', () => {
    expect(categorySaveParamsSchema.parse({ categoryId: '0' }).categoryId).toBeNull();
    expect(categorySaveParamsSchema.parse({ categoryId: '42' }).categoryId).toBe(42);
    for (const categoryId of ['-1', '00', 'new', '1.5']) {
      expect(categorySaveParamsSchema.safeParse({ categoryId }).success).toBe(false);
    }
  });

  it('reads the reorder parent, the ids and the list query', () => {
    expect(categoryParentParamsSchema.parse({ categoryId: 'CREDIT_ROOT' }).categoryId).toBe(
      'CREDIT_ROOT',
    );
    expect(categoryParentParamsSchema.parse({ categoryId: '12' }).categoryId).toBe(12);
    expect(categoryParentParamsSchema.safeParse({ categoryId: 'ROOT' }).success).toBe(false);
    expect(categoryReorderSchema.parse({ sortedIds: [3, 1, 2] }).sortedIds).toEqual([3, 1, 2]);
    const twice = categoryReorderSchema.safeParse({ sortedIds: [3, 3] });
    expect(twice.error?.issues[0]?.message).toBe('category.reorder.invalid');
    expect(categoryReorderSchema.safeParse({ sortedIds: [] }).success).toBe(false);
    expect(categoryListQuerySchema.parse({})).toEqual({ withNotEnabled: false });
    expect(categoryListQuerySchema.parse({ withNotEnabled: 'true' })).toEqual({
      withNotEnabled: true,
    });
  });

  it('maps the server refusals to the alerts of the screen', () => {
    expect(CATEGORY_ERROR_ALERTS['category.delete.attached-to-payees']).toBe(
      'param.cat.delete.attached-to-payees',
    );
    expect(CATEGORY_ERROR_ALERTS['category.alreadyExist']).toBe('category.error.alreadyExist');
  });
});

describe('category order and tree rules', () => {
  const node = (name: string, sortIndex: number, enabled = true, children: never[] = []) => ({
    name,
    sortIndex,
    enabled,
    children,
  });

  it('sorts enabled first, then by sortIndex, then by name in the reader’s language', () => {
    const sorted = [
      node('Zoo', 0, false),
      node('éducation', 1),
      node('Eau', 1),
      node('Loyer', 0),
      node('Ecole', 1),
    ].sort(categoryComparator('fr'));
    expect(sorted.map((c) => c.name)).toEqual(['Loyer', 'Eau', 'Ecole', 'éducation', 'Zoo']);
    expect(
      [node('Item 10', 0), node('Item 9', 0)].sort(categoryComparator('en')).map((c) => c.name),
    ).toEqual(['Item 9', 'Item 10']);
  });

  it('sorts every level of a tree without touching the original', () => {
    const tree = [{ ...node('B', 1), children: [node('y', 1), node('x', 0)] }, node('A', 0)];
    const sorted = sortCategoryTree(tree, 'fr');
    expect(sorted.map((c) => c.name)).toEqual(['A', 'B']);
    expect(sorted[1]?.children.map((c) => c.name)).toEqual(['x', 'y']);
    expect(tree[0]?.name).toBe('B');
  });

  it('keeps to 3 levels', () => {
    expect(childLevel(null)).toBe(1);
    expect(childLevel(2)).toBe(3);
    expect(fitsUnder(null)).toBe(true);
    expect(fitsUnder(2)).toBe(true);
    expect(fitsUnder(3)).toBe(false);
    expect(fitsUnder(1, 2)).toBe(true);
    expect(fitsUnder(2, 2)).toBe(false);
    expect(fitsUnder(null, 3)).toBe(true);
    const leaf = { children: [] };
    expect(subtreeHeight(leaf)).toBe(1);
    expect(subtreeHeight({ children: [leaf, { children: [leaf] }] })).toBe(3);
  });

  it('refuses a parent that is the category itself or below it', () => {
    const parents = new Map<number, number | null>([
      [1, null],
      [2, 1],
      [3, 2],
      [4, null],
    ]);
    const parentOf = (id: number) => parents.get(id);
    expect(isSelfOrDescendant(1, 1, parentOf)).toBe(true);
    expect(isSelfOrDescendant(1, 3, parentOf)).toBe(true);
    expect(isSelfOrDescendant(2, 4, parentOf)).toBe(false);
    expect(isSelfOrDescendant(3, 1, parentOf)).toBe(false);
    expect(isSelfOrDescendant(3, null, parentOf)).toBe(false);
    expect(isSelfOrDescendant(9, 5, (id) => (id === 5 ? 6 : 5))).toBe(false);
  });

  it('checks that a reorder names exactly the children', () => {
    expect(isPermutationOf([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isPermutationOf([1, 2], [1, 2, 3])).toBe(false);
    expect(isPermutationOf([1, 2, 4], [1, 2, 3])).toBe(false);
    expect(isPermutationOf([1, 1, 2], [1, 2, 2])).toBe(false);
  });

  it('joins the full name from the root down', () => {
    expect(categoryFullName(['Logement', 'Énergie', 'Gaz'])).toBe('Logement / Énergie / Gaz');
  });
});
