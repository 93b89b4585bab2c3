import { describe, expect, it } from 'vitest';
import type { ForeignBooks } from '../../../contract/books-import';
import { foreignBalances, foreignBooksProblems } from './foreign-books-checks';

const part = (amount: number, categoryKey: string | null = null) => ({
  categoryKey,
  amount,
  memo: null,
  tagKeys: [],
});

function books(): ForeignBooks {
  const account = (key: string, openingBalance: number) => ({
    key,
    name: key,
    bank: null,
    currency: 'EUR',
    kind: 'CHECKING' as const,
    openingBalance,
    closed: false,
    number: null,
    iban: null,
    sourceBalance: null,
  });
  const transaction = (
    key: string,
    accountKey: string,
    amount: number,
    transferKey: string | null,
  ) => ({
    key,
    accountKey,
    date: '2025-03-01',
    valueDate: null,
    amount,
    payeeKey: null,
    memo: null,
    cleared: false,
    parts: [part(amount, transferKey ? null : 'food')],
    transferKey,
    foreign: null,
  });
  return {
    source: 'HOMEBANK',
    accounts: [account('a', 10_00), account('b', 0)],
    categories: [
      { key: 'home', name: 'Home', parentKey: null, kind: 'EXPENSE' },
      { key: 'food', name: 'Food', parentKey: 'home', kind: 'EXPENSE' },
    ],
    payees: [],
    tags: [],
    transactions: [
      transaction('t1', 'a', -2_50, null),
      transaction('t2', 'a', -5_00, 't3'),
      transaction('t3', 'b', 5_00, 't2'),
    ],
    scheduled: [],
    budgetGoals: [],
    notBrought: [],
  };
}

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
