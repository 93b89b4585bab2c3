import { describe, expect, it } from 'vitest';
import type { ForeignBooks } from '../../../../contract/books-import';
import type { BookFile } from '../book-readers';
import { foreignBooksProblems } from '../foreign-books-checks';
import { bankFixtureFiles, otherReadersFixtures } from './csv-book-test-files';
import { fireflyReader } from './firefly-reader';
import { balancesByKey, countsOf, fixturesOf, invalidBooksFile } from './reader-test-support';

const fixture = fixturesOf('firefly');
const read = (file: BookFile) => fireflyReader.read([file], {});

const counts = (books: ForeignBooks) =>
  countsOf(books, [
    'accounts',
    'categories',
    'payees',
    'tags',
    'transactions',
    'transfers',
    'splits',
  ]);

describe('the Firefly III reader', () => {
  it('reads split groups as one transaction with parts, budgets and bills left out', async () => {
    const books = await read(fixture('firefly-splits.csv'));
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toEqual({
      accounts: 1,
      categories: 6,
      payees: 5,
      tags: 2,
      transactions: 4,
      transfers: 0,
      splits: 2,
    });
    expect(books.accounts[0]).toMatchObject({
      name: 'Compte courant',
      currency: 'EUR',
      iban: 'FR7630001007941234567890185',
      openingBalance: 125000,
      sourceBalance: null,
    });
    expect(balancesByKey(books)).toEqual({ 'account:Compte courant': 274585 });
    const groceries = books.transactions.find((t) => t.key === 'group:3')!;
    expect(groceries).toMatchObject({
      amount: -12225,
      memo: 'Courses du samedi',
      payeeKey: 'payee:Hypermarché Nord',
    });
    expect(groceries.parts).toEqual([
      {
        categoryKey: 'category:Alimentation',
        amount: -8235,
        memo: 'Épicerie',
        tagKeys: ['tag:samedi'],
      },
      {
        categoryKey: 'category:Maison',
        amount: -2490,
        memo: 'Produits ménagers',
        tagKeys: ['tag:samedi', 'tag:maison'],
      },
      { categoryKey: 'category:Loisirs', amount: -1500, memo: 'Magazine', tagKeys: [] },
    ]);
    expect(books.transactions.find((t) => t.key === 'group:5')?.amount).toBe(5760);
    expect(books.categories.map((c) => [c.name, c.kind])).toEqual([
      ['Salaire', 'INCOME'],
      ['Alimentation', 'EXPENSE'],
      ['Maison', 'EXPENSE'],
      ['Loisirs', 'EXPENSE'],
      ['Logement', 'EXPENSE'],
      ['Santé', 'INCOME'],
    ]);
    expect(books.notBrought).toEqual([
      { kind: 'BUDGET', count: 2, detail: 'Courses, Logement' },
      { kind: 'SCHEDULE', count: 1, detail: 'Loyer' },
    ]);
  });

  it('reads transfers between asset accounts as paired legs, opening balances of either sign', async () => {
    const books = await read(fixture('firefly-transfers.csv'));
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toEqual({
      accounts: 2,
      categories: 3,
      payees: 2,
      tags: 1,
      transactions: 11,
      transfers: 4,
      splits: 0,
    });
    expect(books.accounts.map((a) => [a.name, a.openingBalance])).toEqual([
      ['Compte joint', -3520],
      ['Livret A', 400000],
    ]);
    expect(balancesByKey(books)).toEqual({
      'account:Compte joint': 122840,
      'account:Livret A': 463037,
    });
    const out = books.transactions.find((t) => t.key === 'journal:4:out')!;
    expect(out).toMatchObject({
      accountKey: 'account:Compte joint',
      amount: -50000,
      transferKey: 'journal:4:in',
      cleared: true,
      parts: [{ categoryKey: null, amount: -50000, memo: null, tagKeys: ['tag:épargne'] }],
    });
    const reconciliation = books.transactions.find((t) => t.key === 'group:8')!;
    expect(reconciliation).toMatchObject({ amount: 37, payeeKey: null });
    expect(books.categories.find((c) => c.name === 'Épargne')?.kind).toBeNull();
    expect(books.notBrought).toEqual([{ kind: 'TRANSFER_CATEGORY', count: 1, detail: 'Épargne' }]);
  });

  it('reads the accounts export beside the transactions: kinds, numbers, closed accounts', async () => {
    const files = [fixture('firefly-transfers-accounts.csv'), fixture('firefly-transfers.csv')];
    expect(fireflyReader.recognizes([fixture('firefly-transfers-accounts.csv')])).toBe(false);
    const books = await fireflyReader.read(files, {});
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(
      books.accounts.map((a) => [a.name, a.kind, a.closed, a.number, a.iban, a.openingBalance]),
    ).toEqual([
      ['Compte joint', 'CHECKING', false, null, 'FR7611111000010000000012345', -3520],
      ['Livret A', 'SAVINGS', false, 'LA-0042', null, 400000],
      ['Ancien compte', 'CHECKING', true, null, null, 0],
    ]);
    expect(balancesByKey(books)).toEqual({
      'account:Compte joint': 122840,
      'account:Livret A': 463037,
      'account:Ancien compte': 0,
    });
  });

  it('keeps both sides of foreign amounts, older exports written all negative', async () => {
    const books = await read(fixture('firefly-foreign.csv'));
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toMatchObject({ accounts: 2, transactions: 5, transfers: 1 });
    expect(books.accounts.map((a) => [a.name, a.currency, a.openingBalance])).toEqual([
      ['Compte courant', 'EUR', 300000],
      ['US Checking', 'USD', 15000],
    ]);
    expect(balancesByKey(books)).toEqual({
      'account:Compte courant': 184462,
      'account:US Checking': 119845,
    });
    const byKey = new Map(books.transactions.map((t) => [t.key, t]));
    expect(byKey.get('journal:3:out')).toMatchObject({
      amount: -100000,
      foreign: { currency: 'USD', amount: -108420 },
    });
    expect(byKey.get('journal:3:in')).toMatchObject({
      amount: 108420,
      foreign: { currency: 'EUR', amount: 100000 },
    });
    expect(byKey.get('group:4')).toMatchObject({
      amount: -21248,
      foreign: { currency: 'USD', amount: -23000 },
    });
    expect(byKey.get('group:6')).toMatchObject({
      amount: 5710,
      foreign: { currency: 'GBP', amount: 4800 },
    });
  });

  it('takes liabilities for accounts (a payment to a loan is a transfer), cash for a payee', async () => {
    const header =
      'user_id,group_id,journal_id,type,amount,currency_code,description,date,' +
      'source_name,source_type,destination_name,destination_type';
    const rows = [
      '1,1,1,Withdrawal,-250.00,EUR,Échéance,2025-05-05,Courant,Asset account,Prêt auto,Loan',
      '1,2,2,Withdrawal,-40.00,EUR,Retrait,2025-05-06,Courant,Asset account,(cash),Cash account',
    ];
    const books = await read({ name: 'x.csv', bytes: Buffer.from([header, ...rows].join('\n')) });
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(books.accounts.map((a) => [a.name, a.kind])).toEqual([
      ['Courant', 'CHECKING'],
      ['Prêt auto', 'LOAN'],
    ]);
    expect(balancesByKey(books)).toEqual({ 'account:Courant': -29000, 'account:Prêt auto': 25000 });
    expect(books.payees).toEqual([{ key: 'payee:(cash)', name: '(cash)' }]);
  });

  it('gives the same keys when the same export is read twice', async () => {
    const [first, second] = await Promise.all([
      read(fixture('firefly-splits.csv')),
      read(fixture('firefly-splits.csv')),
    ]);
    expect(second.transactions.map((t) => t.key)).toEqual(first.transactions.map((t) => t.key));
  });

  it('recognizes its exports only', () => {
    const bankFiles = bankFixtureFiles();
    expect(bankFiles.length).toBeGreaterThan(10);
    for (const bankFile of bankFiles) expect(fireflyReader.recognizes([bankFile])).toBe(false);
    const otherExports = otherReadersFixtures('firefly');
    expect(otherExports.length).toBeGreaterThan(5);
    for (const files of otherExports) expect(fireflyReader.recognizes(files)).toBe(false);
    const others = [
      'Date,Libellé,Montant\n01/02/2025,CB CARREFOUR,-12.50\n',
      'OFXHEADER:100\nDATA:OFXSGML\n<OFX>',
      '"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"\n',
      '<?xml version="1.0"?><homebank v="1.4"></homebank>',
    ];
    for (const name of ['firefly-splits.csv', 'firefly-transfers.csv', 'firefly-foreign.csv']) {
      expect(fireflyReader.recognizes([fixture(name)])).toBe(true);
    }
    for (const text of others) {
      expect(fireflyReader.recognizes([{ name: 'x.csv', bytes: Buffer.from(text) }])).toBe(false);
    }
  });

  it('refuses a truncated file, garbage and another application’s file', async () => {
    const whole = fixture('firefly-splits.csv').bytes;
    const truncated = { name: 'cut.csv', bytes: whole.subarray(0, Math.floor(whole.length * 0.6)) };
    await expect(read(truncated)).rejects.toEqual(invalidBooksFile);
    const garbage = { name: 'x.csv', bytes: Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x90, 0x12]) };
    await expect(read(garbage)).rejects.toEqual(invalidBooksFile);
    const bank = { name: 'bank.csv', bytes: Buffer.from('Date,Montant\n01/02/2025,-3.00\n') };
    await expect(read(bank)).rejects.toEqual(invalidBooksFile);
    const badAmount = Buffer.from(whole.toString().replace('2340.50', 'abc'));
    await expect(read({ name: 'x.csv', bytes: badAmount })).rejects.toEqual(invalidBooksFile);
  });
});
