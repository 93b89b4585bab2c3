import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { ForeignBooks } from '../../../../contract/books-import';
import type { BookFile } from '../book-readers';
import { foreignBalances, foreignBooksProblems } from '../foreign-books-checks';
import { AppError } from '../../../http/app-error';
import { NATURAL_BUDGET_SIGNS, type GncAccount, type GncBook } from './gnucash-book';
import { shareCents, toCents } from './gnucash-cents';
import { mapBook } from './gnucash-mapping';
import { gnucashReader } from './gnucash-reader';
import { countsOf, invalidBooksFile } from './reader-test-support';

const FIXTURES = new URL('../fixtures/', import.meta.url);
const fixture = (name: string): BookFile => ({
  name,
  bytes: readFileSync(new URL(`gnucash/${name}`, FIXTURES)),
});
const read = (file: BookFile) => gnucashReader.read([file], {});

const nameOf = (books: ForeignBooks, key: string | null) =>
  books.accounts.find((a) => a.key === key)?.name ??
  books.categories.find((c) => c.key === key)?.name ??
  null;

function figures(books: ForeignBooks) {
  const balances = Object.fromEntries(
    [...foreignBalances(books)].map(([key, cents]) => [nameOf(books, key), cents]),
  );
  return {
    ...countsOf(books, [
      'accounts',
      'categories',
      'payees',
      'tags',
      'transactions',
      'transfers',
      'splits',
      'scheduled',
    ]),
    balances,
    notBrought: Object.fromEntries(books.notBrought.map((n) => [n.kind, n.count])),
  };
}

const tree = (books: ForeignBooks) =>
  books.categories.map((c) => `${nameOf(books, c.parentKey) ?? ''}/${c.name}:${c.kind}`);

/** Each trait as GnuCash saves it in XML and in SQLite: both read to the same books. */
const TRAITS = {
  splits: ['splits.gnucash', 'splits.sqlite.gnucash'],
  transfers: ['transfers.xml.gnucash', 'transfers.sqlite.gnucash'],
  foreign: ['foreign.xml.gnucash', 'foreign.sqlite.gnucash'],
  'deep-tree': ['deep-tree.xml.gnucash', 'deep-tree.sqlite.gnucash'],
  scheduled: ['scheduled.gnucash', 'scheduled.sqlite.gnucash'],
} as const;

describe('gnucashReader, each fixture in both formats', () => {
  for (const [trait, [xml, sqlite]] of Object.entries(TRAITS)) {
    it(`${trait}: XML and SQLite are recognised, sound, and read alike`, async () => {
      expect(gnucashReader.recognizes([fixture(xml)])).toBe(true);
      expect(gnucashReader.recognizes([fixture(sqlite)])).toBe(true);
      const [fromXml, fromSqlite] = await Promise.all([read(fixture(xml)), read(fixture(sqlite))]);
      expect(foreignBooksProblems(fromXml)).toEqual([]);
      expect(fromSqlite).toEqual(fromXml);
    });
  }
});

describe('gnucashReader, the figures each book holds', () => {
  it('splits: parts per category, merged splits of one account, a void and a link left', async () => {
    const books = await read(fixture('splits.gnucash'));
    expect(figures(books)).toEqual({
      accounts: 1,
      categories: 4,
      payees: 3,
      tags: 0,
      transactions: 4,
      transfers: 0,
      splits: 2,
      scheduled: 0,
      balances: { 'Everyday Account': 368675 },
      notBrought: { DELETED: 1, ATTACHMENT: 1, NO_MONEY_ACCOUNT: 1 },
    });
    expect(books.accounts[0]).toMatchObject({
      openingBalance: 152075,
      currency: 'EUR',
      kind: 'CHECKING',
      bank: null,
    });
    expect(tree(books)).toEqual([
      '/Groceries:EXPENSE',
      '/Household:EXPENSE',
      '/Dining Out:EXPENSE',
      '/Salary:INCOME',
    ]);
    const market = books.transactions.find((t) => t.date === '2024-01-05')!;
    expect(market.parts.map((p) => [nameOf(books, p.categoryKey), p.amount, p.memo])).toEqual(
      expect.arrayContaining([
        ['Groceries', -6115, 'fruit and bread'],
        ['Household', -2525, 'washing powder'],
      ]),
    );
    const pay = books.transactions.find((t) => t.date === '2024-01-25')!;
    expect(pay).toMatchObject({
      amount: 231000,
      memo: 'January pay',
      cleared: true,
      payeeKey: 'Acme Payroll',
    });
    const twice = books.transactions.find((t) => t.date === '2024-02-02')!;
    expect(twice.amount).toBe(-2310);
  });

  it('transfers: legs paired, the bank from its BANK group, split transfer parts set apart', async () => {
    const books = await read(fixture('transfers.xml.gnucash'));
    expect(figures(books)).toEqual({
      accounts: 4,
      categories: 3,
      payees: 6,
      tags: 0,
      transactions: 13,
      transfers: 5,
      splits: 0,
      scheduled: 0,
      balances: { 'Compte courant': 208910, 'Livret A': 560000, Wallet: 6000, 'Visa Card': 0 },
      notBrought: {},
    });
    expect(books.accounts.map((a) => [a.name, a.bank, a.kind, a.openingBalance])).toEqual([
      ['Compte courant', 'Banque Lumière', 'CHECKING', 80000],
      ['Livret A', 'Banque Lumière', 'CHECKING', 500000],
      ['Wallet', null, 'CASH', 0],
      ['Visa Card', null, 'CARD', 0],
    ]);
    const salary = books.transactions.filter((t) => t.date === '2024-02-28');
    expect(
      salary.map((t) => [nameOf(books, t.accountKey), t.amount, t.transferKey !== null]),
    ).toEqual(
      expect.arrayContaining([
        ['Compte courant', 200000, false],
        ['Compte courant', -20000, true],
        ['Livret A', 20000, true],
      ]),
    );
    const fee = books.transactions.find((t) => t.date === '2024-02-29' && t.transferKey === null)!;
    expect(fee.parts).toEqual([
      { categoryKey: expect.any(String), amount: -500, memo: 'transfer fee', tagKeys: [] },
    ]);
  });

  it('foreign currency: each leg in its own currency, the transaction currency kept beside', async () => {
    const books = await read(fixture('foreign.xml.gnucash'));
    expect(figures(books)).toEqual({
      accounts: 2,
      categories: 2,
      payees: 4,
      tags: 0,
      transactions: 5,
      transfers: 1,
      splits: 1,
      scheduled: 0,
      balances: { 'Euro Account': 74770, 'Dollar Account': 88000 },
      notBrought: {},
    });
    const onDate = (date: string) => books.transactions.filter((t) => t.date === date);
    expect(onDate('2024-03-02').map((t) => [t.amount, t.foreign])).toEqual(
      expect.arrayContaining([
        [-46000, null],
        [50000, { currency: 'EUR', amount: 46000 }],
      ]),
    );
    expect(onDate('2024-03-05')[0]).toMatchObject({ amount: -12000, foreign: null });
    expect(onDate('2024-03-08')[0]).toMatchObject({
      amount: -6930,
      foreign: { currency: 'USD', amount: -7500 },
    });
    const client = onDate('2024-03-10')[0]!;
    expect(client).toMatchObject({ amount: 27700, foreign: { currency: 'USD', amount: 30000 } });
    expect(client.parts.map((p) => p.amount)).toEqual([18467, 9233]);
  });

  it('deep tree: categories four levels down, other assets and loans, shares left', async () => {
    const books = await read(fixture('deep-tree.sqlite.gnucash'));
    expect(figures(books)).toEqual({
      accounts: 4,
      categories: 11,
      payees: 9,
      tags: 0,
      transactions: 13,
      transfers: 3,
      splits: 0,
      scheduled: 0,
      balances: { Checking: 216639, 'Old Account': 0, 'Savings Jar': 17000, 'Car Loan': -578000 },
      notBrought: { INVESTMENT: 1 },
    });
    expect(tree(books)).toEqual([
      '/Home:EXPENSE',
      'Home/Utilities:EXPENSE',
      'Utilities/Energy:EXPENSE',
      'Energy/Electricity:EXPENSE',
      'Energy/Gas:EXPENSE',
      '/Transport:EXPENSE',
      'Transport/Car:EXPENSE',
      'Car/Fuel:EXPENSE',
      'Car/Loan Interest:EXPENSE',
      '/Work:INCOME',
      'Work/Bonus:INCOME',
    ]);
    expect(books.accounts.map((a) => [a.name, a.kind, a.closed])).toEqual([
      ['Checking', 'CHECKING', false],
      ['Old Account', 'CHECKING', true],
      ['Savings Jar', 'OTHER', false],
      ['Car Loan', 'LOAN', false],
    ]);
    // Posted at local midnight in a book older than GnuCash 2.6: the day as the user saw it.
    expect(books.transactions.map((t) => t.date)).toContain('2024-04-03');
    const shares = books.transactions.find((t) => t.payeeKey === 'Buy Acme')!;
    expect(shares.parts).toEqual([
      { categoryKey: null, amount: -30000, memo: 'Assets:Investments:Acme Shares', tagKeys: [] },
    ]);
    expect(books.notBrought.find((n) => n.kind === 'INVESTMENT')?.detail).toBe(
      'Assets:Investments:Acme Shares',
    );
    // The budget's amounts in GnuCash's natural signs: spending negative, income positive.
    expect(books.budgetGoals.map((g) => [nameOf(books, g.categoryKey), g.month, g.amount])).toEqual(
      [
        ['Electricity', '2024-01', -7000],
        ['Electricity', '2024-02', -7000],
        ['Electricity', '2024-03', -7000],
        ['Fuel', '2024-01', -6000],
        ['Bonus', '2024-04', 50000],
      ],
    );
  });

  it('scheduled: frequencies, next and end dates, a transfer; the others named', async () => {
    const books = await read(fixture('scheduled.gnucash'));
    expect(figures(books)).toMatchObject({
      accounts: 2,
      transactions: 9,
      transfers: 3,
      scheduled: 5,
      balances: { Checking: 45000, Savings: 30000 },
      notBrought: { SCHEDULE: 4 },
    });
    expect(
      books.scheduled.map((s) => [
        s.payeeKey,
        s.frequency,
        s.nextDate,
        s.endDate,
        s.amount,
        nameOf(books, s.toAccountKey),
      ]),
    ).toEqual([
      ['Landlord', 'MONTHLY', '2024-04-03', null, -75000, null],
      ['Savings plan', 'MONTHLY', '2024-04-10', '2024-12-10', -10000, 'Savings'],
      ['Insurer', 'YEARLY', '2024-06-15', null, -24000, null],
      ['Window cleaner', 'BIWEEKLY', '2024-03-29', null, -4000, null],
      ['Account fee', 'QUARTERLY', '2024-04-01', '2025-01-01', -750, null],
    ]);
    expect(
      books.scheduled[2]!.parts.map((p) => [nameOf(books, p.categoryKey), p.amount, p.memo]),
    ).toEqual([
      ['Insurance', -20000, 'home'],
      ['Phone', -4000, 'phone cover'],
    ]);
    expect(books.notBrought).toEqual([
      {
        kind: 'SCHEDULE',
        count: 4,
        detail: 'Half-month pay, Every ten days, Gym (stopped), Phone bill',
      },
    ]);
  });
});

const text = (name: string, body: string): BookFile => ({ name, bytes: Buffer.from(body) });

function sqliteOf(ddl: string): BookFile {
  const db = new Database(':memory:');
  db.exec(ddl);
  const bytes = db.serialize();
  db.close();
  return { name: 'db.sqlite', bytes };
}

const OTHER_FILES: BookFile[] = [
  text(
    'bank.ofx',
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1></BANKMSGSRSV1></OFX>',
  ),
  text('bank.qif', '!Type:Bank\nD01/02/2024\nT-12.50\nPShop\n^\n'),
  text('bank.csv', 'Date;Libellé;Montant\n02/01/2024;CB SHOP;-12,50\n'),
  text(
    'books.xhb',
    '<?xml version="1.0"?>\n<homebank v="1.4"><account key="1" name="A"/></homebank>',
  ),
  text('kresus.json', '{"data":{"accounts":[],"operations":[]}}'),
  text('camt.xml', '<?xml version="1.0"?><Document><BkToCstmrStmt/></Document>'),
  sqliteOf('CREATE TABLE accounts (id TEXT); CREATE TABLE transactions (id TEXT);'),
  { name: 'noise.bin', bytes: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256)) },
];

/** The other readers' fixtures, where their folders are there beside ours. */
function peerFixtures(): BookFile[] {
  return readdirSync(FIXTURES)
    .filter((dir) => dir !== 'gnucash' && statSync(new URL(dir, FIXTURES)).isDirectory())
    .flatMap((dir) =>
      readdirSync(new URL(`${dir}/`, FIXTURES))
        .filter((name) => !name.endsWith('.md'))
        .filter((name) => statSync(new URL(`${dir}/${name}`, FIXTURES)).isFile())
        .map((name) => ({ name, bytes: readFileSync(new URL(`${dir}/${name}`, FIXTURES)) })),
    );
}

describe('gnucashReader, other and damaged files', () => {
  it('does not take bank files, other applications’ files or noise for a GnuCash book', async () => {
    for (const file of [...OTHER_FILES, ...peerFixtures()]) {
      expect(gnucashReader.recognizes([file]), file.name).toBe(false);
      await expect(read(file), file.name).rejects.toEqual(invalidBooksFile);
    }
  });

  it('refuses truncated books, gzipped, plain and SQLite', async () => {
    for (const name of ['splits.gnucash', 'transfers.xml.gnucash', 'scheduled.sqlite.gnucash']) {
      const { bytes } = fixture(name);
      const cut = { name, bytes: bytes.subarray(0, Math.floor(bytes.length * 0.6)) };
      await expect(read(cut), name).rejects.toEqual(invalidBooksFile);
    }
  });

  it('refuses every cut of a book, never a partial one', async () => {
    for (const name of ['scheduled.gnucash', 'foreign.xml.gnucash', 'foreign.sqlite.gnucash']) {
      const { bytes } = fixture(name);
      for (let tenth = 1; tenth < 10; tenth++) {
        const cut = { name, bytes: bytes.subarray(0, Math.floor((bytes.length * tenth) / 10)) };
        await expect(read(cut), `${name} at ${tenth}/10`).rejects.toEqual(invalidBooksFile);
      }
    }
  });

  it('refuses a book whose amounts are not GnuCash rationals', async () => {
    const xml = readFileSync(new URL('gnucash/transfers.xml.gnucash', FIXTURES), 'utf8');
    const damaged = xml.replace(/<split:value>[^<]*</, '<split:value>12.50<');
    await expect(read(text('bad.gnucash', damaged))).rejects.toEqual(invalidBooksFile);
    await expect(read({ name: 'bad.gnucash', bytes: gzipSync(damaged) })).rejects.toEqual(
      invalidBooksFile,
    );
  });

  it('refuses an SQLite book whose tables were damaged', async () => {
    const { bytes } = fixture('splits.sqlite.gnucash');
    const db = new Database(bytes);
    db.exec('DROP TABLE splits');
    const damaged = { name: 'damaged.gnucash', bytes: db.serialize() };
    db.close();
    expect(gnucashReader.recognizes([damaged])).toBe(false);
    await expect(read(damaged)).rejects.toEqual(invalidBooksFile);
  });
});

describe('GnuCash amounts to cents', () => {
  it('converts exact amounts, rounds a stray finer one in cents, refuses a finer currency', () => {
    expect(toCents({ num: -1250n, denom: 100n }, 100)).toBe(-1250);
    expect(toCents({ num: 7n, denom: 1n }, 1)).toBe(700);
    expect(toCents({ num: -12345n, denom: 1000n }, 100)).toBe(-1235);
    expect(() => toCents({ num: 1234n, denom: 1000n }, 1000)).toThrow();
    expect(toCents({ num: 1230n, denom: 1000n }, 1000)).toBe(123);
  });

  it('shares a total among weights to the cent', () => {
    expect(
      shareCents(27700, [
        { num: 20000n, denom: 100n },
        { num: 10000n, denom: 100n },
      ]),
    ).toEqual([18467, 9233]);
    expect(
      shareCents(-100, [
        { num: -1n, denom: 3n },
        { num: -1n, denom: 3n },
        { num: -1n, denom: 3n },
      ]),
    ).toEqual([-33, -33, -34]);
    expect(
      shareCents(0, [
        { num: 5n, denom: 1n },
        { num: -5n, denom: 1n },
      ]),
    ).toBeNull();
  });
});

const r = (num: number, denom = 100) => ({ num: BigInt(num), denom: BigInt(denom) });
const EUR = { space: 'CURRENCY', id: 'EUR' };

function account(guid: string, type: string, commodity = EUR, scu = 100): GncAccount {
  const parentGuid = type === 'ROOT' ? null : 'root';
  return { guid, name: guid, type, commodity, scu, parentGuid, placeholder: false, hidden: false };
}

function bookWith(accounts: GncAccount[], splits: [string, number, number?][]): GncBook {
  const transaction = {
    guid: 'tx',
    currency: EUR,
    date: '2024-05-01',
    description: 'Shop',
    slots: new Map<string, string>(),
    splits: splits.map(([accountGuid, value, quantity], i) => ({
      guid: `split${i}`,
      accountGuid,
      memo: '',
      reconciled: 'n',
      value: r(value),
      quantity: quantity === undefined ? r(value) : r(quantity, accountGuid === 'kwd' ? 1000 : 100),
      slots: new Map<string, string>(),
    })),
  };
  return {
    accounts: [account('root', 'ROOT'), ...accounts],
    fractions: new Map(),
    transactions: [transaction],
    templateTransactions: [],
    scheduled: [],
    budgets: [],
    features: new Set<string>(),
  };
}

describe('GnuCash mapping, cases the fixtures do not hold', () => {
  it('leaves currency-trading splits out', () => {
    const usd = { space: 'CURRENCY', id: 'USD' };
    const books = mapBook(
      bookWith(
        [
          account('bank', 'BANK'),
          account('travel', 'EXPENSE', usd),
          account('trading-usd', 'TRADING', usd),
          account('trading-eur', 'TRADING'),
        ],
        [
          ['bank', -10000],
          ['travel', 10000, 11000],
          ['trading-usd', -10000, -11000],
          ['trading-eur', 10000],
        ],
      ),
    );
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(
      books.transactions.map((t) => [t.amount, t.parts.map((p) => [p.categoryKey, p.amount])]),
    ).toEqual([[-10000, [['travel', -10000]]]]);
  });

  it('keeps an equity split beside categories as a part named after its account', () => {
    const books = mapBook(
      bookWith(
        [account('bank', 'BANK'), account('gifts', 'INCOME'), account('equity', 'EQUITY')],
        [
          ['bank', 5000],
          ['gifts', -3000],
          ['equity', -2000],
        ],
      ),
    );
    expect(books.accounts[0]!.openingBalance).toBe(0);
    expect(books.transactions[0]!.parts).toEqual([
      { categoryKey: 'gifts', amount: 3000, memo: null, tagKeys: [] },
      { categoryKey: null, amount: 2000, memo: 'equity', tagKeys: [] },
    ]);
  });

  it('leaves a budget whose signs the book does not state', () => {
    const book = bookWith(
      [account('bank', 'BANK'), account('food', 'EXPENSE')],
      [
        ['bank', -100],
        ['food', 100],
      ],
    );
    const budget = {
      guid: 'budget',
      name: 'Old budget',
      recurrence: { mult: 1, periodType: 'month', start: '2024-01-01' },
      amounts: [{ accountGuid: 'food', period: 0, amount: r(25000) }],
    };
    const unstated = mapBook({ ...book, budgets: [budget] });
    expect(unstated.budgetGoals).toEqual([]);
    expect(unstated.notBrought).toEqual([{ kind: 'BUDGET', count: 1, detail: 'Old budget' }]);
    const stated = mapBook({
      ...book,
      budgets: [budget],
      features: new Set([NATURAL_BUDGET_SIGNS]),
    });
    expect(stated.budgetGoals).toEqual([{ categoryKey: 'food', month: '2024-01', amount: -25000 }]);
  });

  it('refuses an amount finer than the cent in a currency kept to the mill', () => {
    const kwd = { space: 'CURRENCY', id: 'KWD' };
    const book = bookWith(
      [account('kwd', 'BANK', kwd, 1000), account('food', 'EXPENSE', kwd, 1000)],
      [
        ['kwd', -1234, -1234],
        ['food', 1234, 1234],
      ],
    );
    expect(() => mapBook(book)).toThrow(AppError);
  });
});
