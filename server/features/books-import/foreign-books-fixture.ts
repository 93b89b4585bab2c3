import type {
  ForeignAccount,
  ForeignBooks,
  ForeignPart,
  ForeignTransaction,
} from '../../../contract/books-import';

// Small foreign books for the tests of the checks, the plan and the commit: two accounts, a
// two-level category tree, a payee, a tag, an expense and a transfer.

export const foreignPart = (
  amount: number,
  categoryKey: string | null = null,
  tagKeys: string[] = [],
): ForeignPart => ({ categoryKey, amount, memo: null, tagKeys });

export const foreignAccount = (key: string, openingBalance: number): ForeignAccount => ({
  key,
  name: key === 'a' ? 'Compte courant' : 'Livret',
  bank: 'Banque Une',
  currency: 'EUR',
  kind: key === 'a' ? 'CHECKING' : 'SAVINGS',
  openingBalance,
  closed: false,
  number: null,
  iban: null,
  sourceBalance: null,
});

export function foreignTransaction(
  key: string,
  accountKey: string,
  amount: number,
  transferKey: string | null = null,
): ForeignTransaction {
  return {
    key,
    accountKey,
    date: '2025-03-01',
    valueDate: null,
    amount,
    payeeKey: transferKey ? null : 'shop',
    memo: null,
    cleared: false,
    parts: [foreignPart(amount, transferKey ? null : 'food', transferKey ? [] : ['trip'])],
    transferKey,
    foreign: null,
  };
}

export function foreignBooks(): ForeignBooks {
  return {
    source: 'HOMEBANK',
    accounts: [foreignAccount('a', 10_00), foreignAccount('b', 0)],
    categories: [
      { key: 'home', name: 'Home', parentKey: null, kind: 'EXPENSE' },
      { key: 'food', name: 'Food', parentKey: 'home', kind: 'EXPENSE' },
    ],
    payees: [{ key: 'shop', name: 'Épicerie' }],
    tags: [{ key: 'trip', name: 'Voyage' }],
    transactions: [
      foreignTransaction('t1', 'a', -2_50),
      foreignTransaction('t2', 'a', -5_00, 't3'),
      foreignTransaction('t3', 'b', 5_00, 't2'),
    ],
    scheduled: [],
    budgetGoals: [],
    notBrought: [],
  };
}
