import { describe, expect, it } from 'vitest';
import { foreignBooksProblems } from '../foreign-books-checks';
import { actualReader } from './actual-reader';
import { fixture, named, read } from './actual-test-support';

// The tracking budget in US dollars: merged payees, a deleted category, a deleted account, a split
// made only of transfers, tags in notes, schedules of every kind (see fixtures/actual/README.md).

const books = () => read(fixture('actual-tracking-export.zip'));

describe('an Actual export of a tracking budget', () => {
  it('is recognised and sound, with its counts', async () => {
    const files = fixture('actual-tracking-export.zip');
    expect(actualReader.recognizes(files)).toBe(true);
    const read = await books();
    expect(foreignBooksProblems(read)).toEqual([]);
    expect(read.accounts).toHaveLength(2);
    expect(read.categories).toHaveLength(8);
    expect(read.payees).toHaveLength(4);
    expect(read.transactions).toHaveLength(12);
    expect(read.transactions.filter((t) => t.transferKey !== null)).toHaveLength(6);
    expect(read.scheduled).toHaveLength(2);
    expect(read.budgetGoals).toHaveLength(5);
  });

  it('ends every account on the balance Actual shows, in the budget’s currency', async () => {
    const read = await books();
    expect(named(read).balances).toEqual({ Checking: 399001, Savings: 4000 });
    expect(read.accounts.map((a) => [a.name, a.currency, a.openingBalance])).toEqual([
      ['Checking', 'USD', 50000],
      ['Savings', 'USD', 0],
    ]);
  });

  it('leaves out the deleted account and category, following what replaced them', async () => {
    const read = await books();
    const { tree, transactions } = named(read);
    expect(tree).toEqual([
      ['Bills', null, 'EXPENSE'],
      ['Rent', 'Bills', 'EXPENSE'],
      ['Fun', null, 'EXPENSE'],
      ['Movies', 'Fun', 'EXPENSE'],
      ['Income', null, 'INCOME'],
      ['Salary', 'Income', 'INCOME'],
      ['Income', 'Income', 'INCOME'],
      ['Starting Balances', 'Income', 'INCOME'],
    ]);
    expect(transactions.find((t) => t.memo === '#mobile bill')?.parts).toEqual([
      ['Rent', -4599, null, ['mobile']],
    ]);
    expect(read.payees.map((p) => p.name)).toEqual([
      'ACME Corp',
      'Cinema',
      'Landlord',
      'Starting Balance',
    ]);
    expect(transactions.filter((t) => t.payee === 'ACME Corp').map((t) => t.amount)).toEqual([
      300000, 300000,
    ]);
  });

  it('turns a split made only of transfers into transfers, and keeps the tags of notes', async () => {
    const read = await books();
    const { transactions } = named(read);
    expect(transactions.filter((t) => t.date === '2025-04-12')).toEqual([
      expect.objectContaining({ account: 'Savings', amount: 3000, to: 'Checking' }),
      expect.objectContaining({ account: 'Savings', amount: 2000, to: 'Checking' }),
      expect.objectContaining({ account: 'Checking', amount: -3000, to: 'Savings' }),
      expect.objectContaining({
        account: 'Checking',
        amount: -2000,
        to: 'Savings',
        parts: [[null, -2000, null, ['vacation']]],
      }),
    ]);
    expect(transactions.find((t) => t.date === '2025-04-20')?.parts).toEqual([
      ['Movies', -2400, null, ['vacation', 'friends']],
    ]);
    expect(read.tags.map((t) => t.name)).toEqual(['mobile', 'vacation', 'friends']);
  });

  it('maps the schedules it can, averaging a range, and lists the others', async () => {
    const read = await books();
    expect(named(read).scheduled).toEqual([
      expect.objectContaining({
        memo: 'Gym',
        amount: -3250,
        frequency: 'BIWEEKLY',
        nextDate: '2026-12-09',
        endDate: '2027-06-30',
      }),
      expect.objectContaining({
        memo: 'Home insurance',
        payee: 'Landlord',
        amount: -15000,
        frequency: 'QUARTERLY',
        nextDate: '2026-12-15',
      }),
    ]);
    expect(read.notBrought).toEqual([
      { kind: 'SCHEDULE', count: 2, detail: 'Concert, Phone plan' },
      { kind: 'RULE', count: 2, detail: null },
      { kind: 'DELETED', count: 2, detail: null },
    ]);
  });

  it('brings the amounts budgeted of a tracking budget', async () => {
    expect(named(await books()).goals).toEqual([
      ['2025-04', 'Rent', 125000],
      ['2025-04', 'Movies', 3000],
      ['2025-04', 'Salary', 300000],
      ['2025-05', 'Rent', 120000],
      ['2025-05', 'Movies', 5000],
    ]);
  });
});
