import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ForeignBooks } from '../../../../contract/books-import';
import { foreignBooksProblems } from '../foreign-books-checks';
import { bankFixtureFiles, otherReadersFixtures } from './csv-book-test-files';
import { unpackBookFiles } from '../unpack-book-files';
import { ynabReader } from './ynab-reader';
import { balancesByKey, countsOf, fixturesOf, invalidBooksFile } from './reader-test-support';

const file = fixturesOf('ynab');
const zipFiles = (trait: string) => unpackBookFiles(file(`${trait}.zip`));
const readZip = (trait: string) => ynabReader.read(zipFiles(trait), {});

const counts = (books: ForeignBooks) =>
  countsOf(books, [
    'accounts',
    'categories',
    'payees',
    'tags',
    'transactions',
    'transfers',
    'splits',
    'budgetGoals',
  ]);

const tree = (books: ForeignBooks) =>
  books.categories.map((c) => [
    c.parentKey === null
      ? c.name
      : `${books.categories.find((p) => p.key === c.parentKey)?.name} > ${c.name}`,
    c.kind,
  ]);

describe('the YNAB reader', () => {
  it('reads splits, a split’s transfer part as its own transfer', async () => {
    const books = await readZip('splits');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toEqual({
      accounts: 2,
      categories: 10,
      payees: 4,
      tags: 1,
      transactions: 6,
      transfers: 1,
      splits: 1,
      budgetGoals: 5,
    });
    expect(books.accounts.map((a) => [a.name, a.currency, a.openingBalance])).toEqual([
      ['Checking', 'USD', 150000],
      ['Savings', 'USD', 300000],
    ]);
    expect(balancesByKey(books)).toEqual({ 'account:Checking': 258681, 'account:Savings': 320000 });
    const costco = books.transactions.find((t) => t.parts.length === 3)!;
    expect(costco).toMatchObject({ date: '2025-01-14', amount: -12264, payeeKey: 'payee:Costco' });
    expect(costco.parts).toEqual([
      {
        categoryKey: 'category:Immediate Obligations:Groceries',
        amount: -9640,
        memo: 'Food for the week',
        tagKeys: ['flag:Red'],
      },
      {
        categoryKey: 'category:Quality of Life:Clothing',
        amount: -1899,
        memo: 'Socks',
        tagKeys: ['flag:Red'],
      },
      {
        categoryKey: 'category:Immediate Obligations:Household',
        amount: -725,
        memo: null,
        tagKeys: ['flag:Red'],
      },
    ]);
    const water = books.transactions.find((t) => t.payeeKey === 'payee:City Water')!;
    expect(water).toMatchObject({ amount: -4130, transferKey: null });
    const leg = books.transactions.find((t) => t.key === `${water.key}:1`)!;
    expect(leg).toMatchObject({
      amount: -20000,
      memo: 'Put aside',
      accountKey: 'account:Checking',
    });
    expect(books.transactions.find((t) => t.key === leg.transferKey)).toMatchObject({
      accountKey: 'account:Savings',
      amount: 20000,
    });
    expect(books.budgetGoals).toContainEqual({
      categoryKey: 'category:Quality of Life:Fun Money',
      month: '2025-01',
      amount: 6000,
    });
  });

  it('pairs transfers by date, amount and accounts; day-first dates and euro amounts', async () => {
    const books = await readZip('transfers');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toMatchObject({ accounts: 4, transactions: 13, transfers: 5, payees: 3 });
    expect(books.accounts.map((a) => [a.name, a.currency, a.openingBalance])).toEqual([
      ['Compte courant', 'EUR', 85000],
      ['Livret A', 'EUR', 520000],
      ['Carte Visa', 'EUR', -31245],
      ['Assurance vie', 'EUR', 0],
    ]);
    expect(balancesByKey(books)).toEqual({
      'account:Compte courant': 259265,
      'account:Livret A': 560000,
      'account:Carte Visa': -2790,
      'account:Assurance vie': 10000,
    });
    expect(books.notBrought).toEqual([
      { kind: 'TRANSFER_CATEGORY', count: 1, detail: 'Épargne: Placements' },
    ]);
    expect(books.transactions.find((t) => t.amount === -2790)?.date).toBe('2025-02-13');
    const closed = books.transactions.find((t) => t.payeeKey === 'payee:Transfer : Ancien compte');
    expect(closed).toMatchObject({ amount: 7510, transferKey: null });
    expect(books.budgetGoals).toEqual([
      { categoryKey: 'category:Loisirs:Livres', month: '2025-02', amount: 3000 },
    ]);
  });

  it('reads category groups as parents, Ready to Assign as income', async () => {
    const books = await readZip('category-groups');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toEqual({
      accounts: 1,
      categories: 9,
      payees: 6,
      tags: 1,
      transactions: 7,
      transfers: 0,
      splits: 0,
      budgetGoals: 3,
    });
    expect(tree(books)).toEqual([
      ['Inflow', 'INCOME'],
      ['Inflow > Ready to Assign', 'INCOME'],
      ['🏠 Home', 'EXPENSE'],
      ['🏠 Home > ⚡ Utilities', 'EXPENSE'],
      ['🍽️ Food', 'EXPENSE'],
      ['🍽️ Food > 🥖 Bakery', 'EXPENSE'],
      ['🎉 Fun', 'EXPENSE'],
      ['🎉 Fun > 🎬 Movies', 'EXPENSE'],
      ['🏠 Home > 💊 Health', 'EXPENSE'],
    ]);
    expect(balancesByKey(books)).toEqual({ 'account:Joint Checking': 241347 });
    const bakery = books.transactions.filter((t) => t.payeeKey === 'payee:Bakery');
    expect(new Set(bakery.map((t) => t.key)).size).toBe(2);
  });

  it('reads an older export’s budget (Budgeted, To be Budgeted), month-first when all could be either', async () => {
    const books = await readZip('plan-older');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(books.transactions.map((t) => t.date)).toEqual([
      '2024-01-05',
      '2024-02-05',
      '2024-02-10',
      '2024-03-01',
    ]);
    expect(balancesByKey(books)).toEqual({ 'account:Everyday': 186845 });
    expect(books.budgetGoals).toEqual([
      { categoryKey: 'category:Monthly Bills:Groceries', month: '2024-01', amount: 10000 },
      { categoryKey: 'category:Monthly Bills:Electric', month: '2024-01', amount: 6000 },
      { categoryKey: 'category:Monthly Bills:Groceries', month: '2024-02', amount: 9000 },
      { categoryKey: 'category:Monthly Bills:Groceries', month: '2024-03', amount: 10000 },
      { categoryKey: 'category:Savings Goals:Vacation', month: '2024-03', amount: 15000 },
    ]);
    expect(tree(books)).toContainEqual(['Inflow > To be Budgeted', 'INCOME']);
  });

  it('reads the loose files as the zip, with the same keys', async () => {
    for (const [trait, plan] of [
      ['splits', 'plan.csv'],
      ['transfers', 'plan.csv'],
      ['category-groups', 'plan.csv'],
      ['plan-older', 'budget.csv'],
    ] as const) {
      const loose = [file(`${trait}/register.csv`), file(`${trait}/${plan}`)];
      expect(await ynabReader.read(loose, {})).toEqual(await readZip(trait));
    }
  });

  it('gives the same keys whatever the date format or the order of a split’s rows', async () => {
    const register = file('splits/register.csv').bytes.toString();
    const lines = register.replace(/"(\d\d)\/(\d\d)\/(\d{4})"/g, '"$3-$1-$2"').split('\n');
    const reordered = [...lines.slice(0, 4), lines[6], lines[5], lines[4], ...lines.slice(7)];
    const rewritten = { name: 'r.csv', bytes: Buffer.from(reordered.join('\n')) };
    const [original, again] = await Promise.all([
      ynabReader.read([file('splits/register.csv')], {}),
      ynabReader.read([rewritten], {}),
    ]);
    expect(again.transactions).toEqual(original.transactions);
    expect(again.accounts).toEqual(original.accounts);
  });

  it('reads a register without its plan', async () => {
    const books = await ynabReader.read([file('splits/register.csv')], {});
    expect(books.budgetGoals).toEqual([]);
    expect(books.categories).toHaveLength(9);
  });

  it('recognizes its exports only', () => {
    const bankFiles = bankFixtureFiles();
    expect(bankFiles.length).toBeGreaterThan(10);
    for (const bankFile of bankFiles) expect(ynabReader.recognizes([bankFile])).toBe(false);
    const otherExports = otherReadersFixtures('ynab');
    expect(otherExports.length).toBeGreaterThan(5);
    for (const files of otherExports) expect(ynabReader.recognizes(files)).toBe(false);
    for (const trait of ['splits', 'transfers', 'category-groups', 'plan-older']) {
      expect(ynabReader.recognizes(zipFiles(trait))).toBe(true);
    }
    const others = [
      'Date,Payee,Category,Memo,Outflow,Inflow\n01/25/12,Sample Payee,,Memo,100.00,\n',
      'Date,Libellé,Montant\n01/02/2025,CB CARREFOUR,-12.50\n',
      'OFXHEADER:100\nDATA:OFXSGML\n<OFX>',
      '"Account","Flag","Check Number","Date","Payee","Category","Master Category","Sub Category","Memo","Outflow","Inflow","Cleared","Running Balance"\n',
      readFileSync(join(__dirname, '../fixtures/firefly/firefly-splits.csv'), 'utf8'),
    ];
    for (const text of others) {
      expect(ynabReader.recognizes([{ name: 'x.csv', bytes: Buffer.from(text) }])).toBe(false);
    }
  });

  it('refuses a truncated file, garbage and another application’s file', async () => {
    const register = file('transfers/register.csv').bytes;
    const cut = { name: 'r.csv', bytes: register.subarray(0, Math.floor(register.length * 0.7)) };
    await expect(ynabReader.read([cut], {})).rejects.toEqual(invalidBooksFile);
    const zip = file('splits.zip').bytes;
    expect(() =>
      unpackBookFiles({ name: 'x.zip', bytes: zip.subarray(0, zip.length - 40) }),
    ).toThrow(invalidBooksFile);
    const garbage = { name: 'x.csv', bytes: Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff]) };
    await expect(ynabReader.read([garbage], {})).rejects.toEqual(invalidBooksFile);
    const firefly = file('../firefly/firefly-transfers.csv');
    await expect(ynabReader.read([firefly], {})).rejects.toEqual(invalidBooksFile);
    const badDate = Buffer.from(register.toString().replace('13/02/2025', '31/02/2025'));
    await expect(ynabReader.read([{ name: 'r.csv', bytes: badDate }], {})).rejects.toEqual(
      invalidBooksFile,
    );
    const planAlone = [file('splits/plan.csv')];
    expect(ynabReader.recognizes(planAlone)).toBe(false);
    await expect(ynabReader.read(planAlone, {})).rejects.toEqual(invalidBooksFile);
    const badMonth = Buffer.from(
      file('splits/plan.csv').bytes.toString().replace('Jan 2025', 'Foo'),
    );
    const withBadPlan = [file('splits/register.csv'), { name: 'p.csv', bytes: badMonth }];
    await expect(ynabReader.read(withBadPlan, {})).rejects.toEqual(invalidBooksFile);
    const otherZip = Buffer.from(zipSync({ 'db.sqlite': new Uint8Array([1, 2, 3]) }));
    const unpacked = unpackBookFiles({ name: 'actual.zip', bytes: otherZip });
    expect(ynabReader.recognizes(unpacked)).toBe(false);
    await expect(ynabReader.read(unpacked, {})).rejects.toEqual(invalidBooksFile);
  });
});
