import { describe, expect, it } from 'vitest';
import { foreignBalances, foreignBooksProblems } from './foreign-books-checks';
import { foreignBooks as books } from './foreign-books-fixture';

describe('foreign books', () => {
  it('are sound when every reference resolves and every transfer is paired', () => {
    expect(foreignBooksProblems(books())).toEqual([]);
    expect(Object.fromEntries(foreignBalances(books()))).toEqual({ a: 2_50, b: 5_00 });
  });

  it('name what is wrong: a lone leg, parts off their sum, a child before its parent, a key twice', () => {
    const broken = books();
    broken.transactions[2]!.transferKey = null;
    broken.transactions[0]!.amount = -2_49;
    broken.categories.reverse();
    broken.payees.push({ key: 'p', name: 'P' }, { key: 'p', name: 'Q' });
    expect(foreignBooksProblems(broken)).toEqual([
      'key p twice',
      'category food before its parent home',
      'transfer t2 unpaired',
      't1: parts do not sum to -249',
    ]);
  });

  it('name a reference to nothing and a bad shape', () => {
    const broken = books();
    broken.transactions[0]!.parts[0]!.categoryKey = 'nowhere';
    expect(foreignBooksProblems(broken)).toEqual(['category nowhere']);
    expect(foreignBooksProblems({ ...books(), source: 'QUICKEN' })[0]).toMatch(/^source:/);
  });
});
