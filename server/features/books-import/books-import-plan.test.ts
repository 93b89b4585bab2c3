import { describe, expect, it } from 'vitest';
import type { ForeignBooks } from '../../../contract/books-import';
import { operationIdentity, planBooksImport, type ExistingBooks } from './books-import-plan';
import { foreignBooks } from './foreign-books-fixture';

const nothing: ExistingBooks = {
  accounts: [],
  categories: [],
  payees: [],
  tags: [],
  plans: [],
  budgetNames: [],
  importedIdentities: new Map(),
};

const scheduled = (memo: string): ForeignBooks['scheduled'][number] => ({
  key: memo,
  accountKey: 'a',
  toAccountKey: null,
  payeeKey: null,
  memo,
  amount: -30_00,
  parts: [{ categoryKey: 'food', amount: -30_00, memo: null, tagKeys: [] }],
  frequency: 'MONTHLY',
  nextDate: '2025-04-01',
  endDate: null,
});

describe('the plan of an import of foreign books', () => {
  it('creates everything into empty books', () => {
    const plan = planBooksImport(foreignBooks(), nothing);
    expect(plan.newAccounts.map((a) => a.key)).toEqual(['a', 'b']);
    expect(plan.categories.created.map((c) => [c.key, c.level, c.debitCredit])).toEqual([
      ['home', 1, -1],
      ['food', 2, -1],
    ]);
    expect([...plan.payees.values(), ...plan.tags.values()]).toEqual([
      { newKey: 'shop' },
      { newKey: 'trip' },
    ]);
    expect(plan.transactions).toHaveLength(3);
    expect(plan.alreadyThere).toBe(0);
  });

  it('matches accounts by name and currency, payees, tags and category paths by name', () => {
    const existing: ExistingBooks = {
      ...nothing,
      accounts: [
        { id: 7, name: ' compte  COURANT', currency: 'EUR' },
        { id: 8, name: 'Livret', currency: 'CHF' },
      ],
      categories: [
        { id: 20, parentId: null, name: 'home', debitCredit: -1 },
        { id: 21, parentId: 20, name: 'FOOD', debitCredit: -1 },
        { id: 30, parentId: null, name: 'Food', debitCredit: -1 },
      ],
      payees: [{ id: 40, name: 'épicerie' }],
      tags: [{ id: 50, name: 'voyage' }],
    };
    const plan = planBooksImport(foreignBooks(), existing);
    expect(Object.fromEntries(plan.accounts)).toEqual({
      a: { existingId: 7 },
      b: { newKey: 'b' },
    });
    expect(Object.fromEntries(plan.categories.targets)).toEqual({
      home: { existingId: 20 },
      food: { existingId: 21 },
    });
    expect(plan.payees.get('shop')).toEqual({ existingId: 40 });
    expect(plan.tags.get('trip')).toEqual({ existingId: 50 });
  });

  it('brings namesakes of the file as one payee, tag or category', () => {
    const books = foreignBooks();
    books.payees.push({ key: 'shop2', name: ' épicerie' });
    books.categories.push({ key: 'food2', name: 'FOOD', parentKey: 'home', kind: 'EXPENSE' });
    const plan = planBooksImport(books, nothing);
    expect(plan.payees.get('shop2')).toEqual({ newKey: 'shop' });
    expect(plan.categories.targets.get('food2')).toEqual({ newKey: 'food' });
    expect(plan.categories.created.map((c) => c.key)).toEqual(['home', 'food']);
  });

  it('follows the account the person chose, or a new one', () => {
    const existing = { ...nothing, accounts: [{ id: 7, name: 'Compte courant', currency: 'EUR' }] };
    const plan = planBooksImport(foreignBooks(), existing, { a: null, b: 7 });
    expect(Object.fromEntries(plan.accounts)).toEqual({
      a: { newKey: 'a' },
      b: { existingId: 7 },
    });
  });

  it('puts an account imported before where its operations went, even asked for a new one', () => {
    const existing: ExistingBooks = {
      ...nothing,
      accounts: [
        { id: 7, name: 'Compte courant', currency: 'EUR' },
        { id: 9, name: 'Livret', currency: 'EUR' },
      ],
      importedIdentities: new Map([[operationIdentity('HOMEBANK', 't1'), 9]]),
    };
    const byDefault = planBooksImport(foreignBooks(), existing);
    expect(byDefault.accounts.get('a')).toEqual({ existingId: 9 });
    const askedNew = planBooksImport(foreignBooks(), existing, { a: null, b: null });
    expect(Object.fromEntries(askedNew.accounts)).toEqual({
      a: { existingId: 9 },
      b: { newKey: 'b' },
    });
    expect(askedNew.newAccounts.map((a) => a.key)).toEqual(['b']);
  });

  it('folds a tree deeper than three levels into the third, and says so', () => {
    const books = foreignBooks();
    books.categories.push(
      { key: 'fresh', name: 'Fresh', parentKey: 'food', kind: null },
      { key: 'fruit', name: 'Fruit', parentKey: 'fresh', kind: null },
      { key: 'apples', name: 'Apples', parentKey: 'fruit', kind: null },
    );
    const plan = planBooksImport(books, nothing);
    expect(plan.categories.created.map((c) => c.key)).toEqual(['home', 'food', 'fresh']);
    expect(plan.categories.targets.get('apples')).toEqual({ newKey: 'fresh' });
    expect(plan.notBrought).toEqual([
      { kind: 'CATEGORY_DEPTH', count: 2, detail: 'Fruit, Apples' },
    ]);
  });

  it('puts a category in its parent’s tree, and an unstated top one where its money goes', () => {
    const books = foreignBooks();
    books.categories = [
      { key: 'pay', name: 'Pay', parentKey: null, kind: null },
      { key: 'bonus', name: 'Bonus', parentKey: 'pay', kind: 'EXPENSE' },
    ];
    books.transactions = [
      {
        ...books.transactions[0]!,
        amount: 900_00,
        parts: [{ categoryKey: 'pay', amount: 900_00, memo: null, tagKeys: [] }],
      },
    ];
    const plan = planBooksImport(books, nothing);
    expect(plan.categories.created.map((c) => c.debitCredit)).toEqual([1, 1]);
  });

  it('brings nothing twice: operations, transfers by either leg, plans, the budget', () => {
    const books = foreignBooks();
    books.scheduled = [scheduled('Rent'), scheduled('Gym')];
    books.budgetGoals = [{ categoryKey: 'food', month: '2025-03', amount: 200_00 }];
    const existing: ExistingBooks = {
      ...nothing,
      accounts: [{ id: 7, name: 'Compte courant', currency: 'EUR' }],
      plans: [{ accountId: 7, amount: -30_00, frequency: 'MONTHLY', memo: 'rent' }],
      budgetNames: ['HomeBank'],
      importedIdentities: new Map([
        [operationIdentity('HOMEBANK', 't1'), 7],
        [operationIdentity('HOMEBANK', 't3'), 7],
      ]),
    };
    const plan = planBooksImport(books, existing);
    expect(plan.transactions).toEqual([]);
    expect(plan.alreadyThere).toBe(3);
    expect(plan.scheduled.map((s) => s.key)).toEqual(['Gym']);
    expect(plan.budgetName).toBeNull();
    expect(planBooksImport(books, nothing).budgetName).toBe('HomeBank');
  });
});
