import { describe, expect, it } from 'vitest';
import { CategoryRoot, type CategoryDto } from '../../../contract/categories';
import { TREES } from '../../test/category-fixtures';
import {
  branchIds,
  parentChoices,
  reorderedIds,
  siblingsOf,
  standardTree,
  withOrder,
  withoutDisabled,
} from './category-tree-model';

describe('category tree model', () => {
  it('moves among the enabled siblings and keeps the disabled ones last', () => {
    expect(reorderedIds(TREES.debit, 30, 0)).toEqual([30, 10, 20, 40]);
    expect(reorderedIds(TREES.debit, 10, 2)).toEqual([20, 30, 10, 40]);
    expect(reorderedIds(TREES.debit, 10, 0)).toBeNull();
    expect(reorderedIds(TREES.debit, 10, 3)).toBeNull();
    expect(reorderedIds(TREES.debit, 40, 0)).toBeNull();
  });

  it('puts the children of one parent in the given order', () => {
    const moved = withOrder(TREES, 10, [12, 11]);
    expect(moved.debit[0]!.children.map((node) => node.name)).toEqual(['Energy', 'Rent']);
    expect(moved.debit[0]!.children[0]!.children[0]!.name).toBe('Gas');
    const top = withOrder(TREES, CategoryRoot.debit, [20, 10, 30, 40]);
    expect(top.debit.map((node) => node.categoryId)).toEqual([20, 10, 30, 40]);
    expect(top.credit).toEqual(TREES.credit);
  });

  it('finds the siblings of a category, at the top or under its parent', () => {
    const [housing, food] = TREES.debit as [CategoryDto, CategoryDto];
    expect(siblingsOf(TREES, food)).toBe(TREES.debit);
    expect(siblingsOf(TREES, housing.children[1]!).map((node) => node.name)).toEqual([
      'Rent',
      'Energy',
    ]);
  });

  it('lists branches, parents up to level 2, and the standard categories', () => {
    expect(branchIds(TREES.debit)).toEqual([10, 12]);
    expect(parentChoices(TREES.debit).map((node) => node.categoryId)).toEqual([10, 11, 12, 20, 30]);
    expect(parentChoices(TREES.debit, 40).map((node) => node.categoryId)).toContain(40);
    expect(withoutDisabled(TREES.debit).map((node) => node.categoryId)).toEqual([10, 20, 30]);
    expect(standardTree(TREES.debit).map((node) => node.id)).toEqual([10, 20, 30]);
  });
});
