import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ForeignBooks } from '../../../../contract/books-import';
import { foreignBooksProblems } from '../foreign-books-checks';
import { homebankReader } from './homebank-reader';
import { balancesByName, countsOf, fixturesOf, invalidBooksFile } from './reader-test-support';
import { addToIsoDate, homebankCents, isoOfJulian } from './homebank-values';

const fixture = fixturesOf('homebank');
const read = (name: string) => homebankReader.read([fixture(name)], {});

const counts = (books: ForeignBooks) =>
  countsOf(books, [
    'accounts',
    'categories',
    'payees',
    'tags',
    'transactions',
    'transferLegs',
    'splits',
    'scheduled',
  ]);

const balances = (books: ForeignBooks) => Object.fromEntries(balancesByName(books));
const notBrought = (books: ForeignBooks) =>
  Object.fromEntries(books.notBrought.map((n) => [n.kind, n.count]));
const categoryName = (books: ForeignBooks, key: string | null) =>
  books.categories.find((c) => c.key === key)?.name ?? null;

describe('HomeBank values', () => {
  it('reads g_ascii_dtostr amounts to the cent, without a float', () => {
    expect(homebankCents('-87.349999999999994')).toBe(-8735);
    expect(homebankCents('0.10000000000000001')).toBe(10);
    expect(homebankCents('2450')).toBe(245000);
    expect(homebankCents('-1234.5699999999999')).toBe(-123457);
    expect(homebankCents('12.345')).toBe(1235);
    expect(homebankCents('1e-05')).toBe(0);
    expect(homebankCents('1.5e+3')).toBe(150000);
    expect(homebankCents(undefined)).toBe(0);
    expect(() => homebankCents('12,5')).toThrow();
  });

  it('reads GLib julian days', () => {
    expect(isoOfJulian('1')).toBe('0001-01-01');
    expect(isoOfJulian('719163')).toBe('1970-01-01');
    expect(isoOfJulian('739254')).toBe('2025-01-03');
    // HomeBank's own bounds (homebank.h): HB_MINDATE 01/01/1900, HB_MAXDATE 31/12/2200.
    expect(isoOfJulian('693596')).toBe('1900-01-01');
    expect(isoOfJulian('803533')).toBe('2200-12-31');
    expect(() => isoOfJulian('0')).toThrow();
    expect(addToIsoDate('2025-05-31', 'month', 9)).toBe('2026-02-28');
  });
});

describe('HomeBank fixtures', () => {
  it('splits: parts with their categories, memos and tags', async () => {
    const books = await read('splits.xhb');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toEqual({
      accounts: 1,
      categories: 6,
      payees: 3,
      tags: 2,
      transactions: 6,
      transferLegs: 0,
      splits: 2,
      scheduled: 0,
    });
    expect(balances(books)).toEqual({ 'Compte joint': 374073 });
    expect(books.accounts[0]).toMatchObject({
      bank: 'Banque des Tilleuls',
      number: '00012345678',
      currency: 'EUR',
      kind: 'CHECKING',
      openingBalance: 152347,
      sourceBalance: null,
      closed: false,
    });
    const market = books.transactions.find((t) => t.memo === 'Samedi')!;
    expect(market).toMatchObject({ date: '2025-01-05', amount: -8735, cleared: true });
    expect(market.parts.map((p) => [categoryName(books, p.categoryKey), p.amount, p.memo])).toEqual(
      [
        ['Courses', -5210, 'fruits et légumes'],
        ['Entretien', -2325, 'lessive'],
        ['Restaurant', -1200, 'café'],
      ],
    );
    expect(market.parts[0]!.tagKeys).toEqual(['1']);
    const uncategorized = books.transactions.find((t) => t.amount === -12040)!;
    expect(uncategorized.parts.map((p) => [p.categoryKey, p.amount, p.memo])).toEqual([
      ['2', -10040, null],
      [null, -2000, 'sans catégorie'],
    ]);
    expect(books.transactions.find((t) => t.amount === -1599)).toMatchObject({
      memo: 'CB 4521',
      parts: [{ categoryKey: '3', tagKeys: ['2', '1'] }],
    });
    expect(notBrought(books)).toEqual({ RULE: 1, DELETED: 1, REMINDER: 1 });
  });

  it('splits: two identical operations get two keys, the same on each read', async () => {
    const [first, second] = [await read('splits.xhb'), await read('splits.xhb')];
    const coffees = first.transactions.filter((t) => t.memo === 'Café').map((t) => t.key);
    expect(new Set(coffees).size).toBe(2);
    expect(second.transactions.map((t) => t.key)).toEqual(first.transactions.map((t) => t.key));
  });

  it('transfers: legs paired by kxfer, an orphan leg kept plain, void left out', async () => {
    const books = await read('transfers.xhb');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toEqual({
      accounts: 4,
      categories: 1,
      payees: 1,
      tags: 0,
      transactions: 8,
      transferLegs: 6,
      splits: 0,
      scheduled: 0,
    });
    expect(balances(books)).toEqual({
      Courant: 42945,
      'Livret A': 524975,
      'Carte Visa': 5667,
      'Ancienne caisse': 0,
    });
    expect(books.accounts.map((a) => [a.kind, a.closed])).toEqual([
      ['CHECKING', false],
      ['SAVINGS', false],
      ['CARD', false],
      ['CASH', true],
    ]);
    const saving = books.transactions.find((t) => t.amount === -30000)!;
    const other = books.transactions.find((t) => t.key === saving.transferKey)!;
    expect(other).toMatchObject({ accountKey: '2', amount: 30000, transferKey: saving.key });
    expect(saving.parts).toEqual([{ categoryKey: null, amount: -30000, memo: null, tagKeys: [] }]);
    expect(books.transactions.find((t) => t.amount === -3520)!.transferKey).toBeNull();
    expect(notBrought(books)).toEqual({ DELETED: 1, REMINDER: 1 });
  });

  it('foreign currency: each leg of a transfer keeps its own currency amount', async () => {
    const books = await read('foreign-currency.xhb');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toMatchObject({ accounts: 3, transactions: 7, transferLegs: 4 });
    expect(books.accounts.map((a) => a.currency)).toEqual(['EUR', 'USD', 'CHF']);
    expect(balances(books)).toEqual({
      'Compte en euros': 171277,
      'US checking': -56592,
      'Konto CHF': 80010,
    });
    const change = books.transactions.find((t) => t.amount === -50000)!;
    expect(books.transactions.find((t) => t.key === change.transferKey)).toMatchObject({
      accountKey: '2',
      amount: 54135,
    });
    expect(books.transactions.every((t) => t.foreign === null)).toBe(true);
  });

  it('category tree: parents first, sub-categories under them, income and expense', async () => {
    const books = await read('category-tree.xhb');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toMatchObject({ categories: 13, transactions: 9 });
    const tree = books.categories.map((c) => [c.name, categoryName(books, c.parentKey), c.kind]);
    expect(tree).toEqual([
      ['Logement', null, 'EXPENSE'],
      ['Loyer', 'Logement', 'EXPENSE'],
      ['Électricité', 'Logement', 'EXPENSE'],
      ['Travail', null, 'INCOME'],
      ['Prime', 'Travail', 'INCOME'],
      ['Salaire de base', 'Travail', 'INCOME'],
      ['Voiture', null, 'EXPENSE'],
      ['Carburant', 'Voiture', 'EXPENSE'],
      ['Péage', 'Voiture', 'EXPENSE'],
      ['Assurance auto', 'Voiture', 'EXPENSE'],
      ['Revenus locatifs', null, 'INCOME'],
      ['Loyers perçus', 'Revenus locatifs', 'INCOME'],
      ['Divers', null, 'EXPENSE'],
    ]);
    expect(balances(books)).toEqual({ Compte: 160034 });
    expect(books.notBrought).toEqual([
      expect.objectContaining({
        kind: 'BUDGET',
        count: 2,
        detail: expect.stringContaining('Électricité'),
      }),
    ]);
  });

  it('scheduled: recurrences mapped, limits to an end date, the rest not brought', async () => {
    const books = await read('scheduled.xhb');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(counts(books)).toMatchObject({ accounts: 2, transactions: 2, scheduled: 7 });
    expect(balances(books)).toEqual({ Courant: 275000, Épargne: 30000 });
    const plan = books.scheduled.map((s) => [s.memo, s.frequency, s.nextDate, s.endDate, s.amount]);
    expect(plan).toEqual([
      ['Loyer', 'MONTHLY', '2025-05-01', null, -75000],
      ['Argent de poche', 'WEEKLY', '2025-05-03', null, -1000],
      ['Piscine', 'BIWEEKLY', '2025-05-07', null, -2500],
      ['Assurance habitation', 'QUARTERLY', '2025-05-31', '2026-02-28', -18060],
      ['Cotisation annuelle', 'YEARLY', '2025-09-15', null, -9600],
      ['Virement épargne', 'MONTHLY', '2025-05-05', null, -20000],
      ['Paie', 'MONTHLY', '2025-05-28', null, 230000],
    ]);
    const transfer = books.scheduled.find((s) => s.memo === 'Virement épargne')!;
    expect(transfer).toMatchObject({ accountKey: '1', toAccountKey: '2' });
    expect(transfer.parts).toEqual([
      { categoryKey: null, amount: -20000, memo: null, tagKeys: [] },
    ]);
    const pay = books.scheduled.find((s) => s.memo === 'Paie')!;
    expect(pay.parts.map((p) => [p.categoryKey, p.amount, p.memo])).toEqual([
      ['4', 234550, 'net'],
      ['3', -4550, 'mutuelle'],
    ]);
    expect(books.notBrought).toEqual([
      { kind: 'SCHEDULE', count: 2, detail: 'Tous les cinq jours, Premier lundi' },
      { kind: 'TEMPLATE', count: 1, detail: 'Boulangerie' },
    ]);
  });

  it('scheduled before HomeBank 5.9: the recurrence in the flags', async () => {
    const books = await read('scheduled-before-5.9.xhb');
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(books.scheduled.map((s) => [s.memo, s.frequency, s.nextDate, s.endDate])).toEqual([
      ['Téléphone', 'MONTHLY', '2025-06-10', null],
      ['Essai musique', 'MONTHLY', '2025-06-20', '2025-08-20'],
    ]);
    expect(balances(books)).toEqual({ Courant: 9999 });
    expect(notBrought(books)).toEqual({ TEMPLATE: 1 });
  });
});

const FIXTURE_NAMES = [
  'splits.xhb',
  'transfers.xhb',
  'foreign-currency.xhb',
  'category-tree.xhb',
  'scheduled.xhb',
  'scheduled-before-5.9.xhb',
];
const file = (name: string, text: string) => ({ name, bytes: Buffer.from(text) });
const OTHER_FILES = [
  file('bank.ofx', 'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1></BANKMSGSRSV1></OFX>'),
  file('bank.qif', '!Type:Bank\nD01/02/2025\nT-12.50\nPShop\n^\n'),
  file('bank.csv', 'Date;Libellé;Montant\n01/02/2025;CB SHOP;-12,50\n'),
  file(
    'book.gnucash',
    '<?xml version="1.0" encoding="utf-8" ?>\n<gnc-v2 xmlns:gnc="http://www.gnucash.org/XML/gnc">\n</gnc-v2>\n',
  ),
  file('kresus.json', '{"data":{"accounts":[],"operations":[]}}'),
  file('garbage.xhb', '\u0000\u0001garbage\u00ff'),
];

/** The repository's bank files and the other readers' fixtures, each one file. */
function repositoryFiles(): { name: string; bytes: Buffer }[] {
  const under = (folder: string) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'README.md')
      .map((entry) => join(entry.parentPath, entry.name));
  const root = join(__dirname, '../../../..');
  const paths = [
    ...under(join(root, 'server/test/fixtures/bank-samples')),
    ...under(join(root, 'e2e/files')),
    ...under(join(__dirname, '../fixtures')).filter((path) => !path.includes('/homebank/')),
  ];
  return paths.map((path) => ({ name: basename(path), bytes: readFileSync(path) }));
}

describe('HomeBank recognition and damaged files', () => {
  it('asks for a file saved again by a recent HomeBank when it names no currency', async () => {
    const old = Buffer.from(
      fixture('transfers.xhb')
        .bytes.toString()
        .replace(/<cur [^>]*\/>\n/, '')
        .replace('v="1.4" d="050402"', 'v="1.0" d="050003"'),
    );
    await expect(homebankReader.read([{ name: 'old.xhb', bytes: old }], {})).rejects.toMatchObject({
      status: 422,
      messageCode: 'booksImport.homebank.noCurrency',
    });
  });

  it('recognizes its fixtures, and no bank file nor other export', () => {
    for (const name of FIXTURE_NAMES) expect(homebankReader.recognizes([fixture(name)])).toBe(true);
    for (const other of OTHER_FILES) expect(homebankReader.recognizes([other])).toBe(false);
  });

  it('says no to every bank file and other reader fixture of the repository', async () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const other of files) {
      expect(homebankReader.recognizes([other]), other.name).toBe(false);
      await expect(homebankReader.read([other], {})).rejects.toMatchObject({ status: 422 });
    }
  });

  it.each(OTHER_FILES.map((f) => [f.name, f]))('refuses %s with invalidFile', async (_, other) => {
    await expect(homebankReader.read([other], {})).rejects.toEqual(invalidBooksFile);
  });

  it('refuses a truncated file and a broken amount or date, never a partial result', async () => {
    const whole = fixture('splits.xhb').bytes;
    const damaged = [
      whole.subarray(0, Math.floor(whole.length * 0.6)),
      Buffer.from(whole.toString().replace('amount="2450"', 'amount="24,50"')),
      Buffer.from(whole.toString().replace('date="739254"', 'date="soon"')),
      Buffer.from(whole.toString().replace('<pay key="2"', '<pay key="1"')),
      Buffer.from(whole.toString().replace('<cat key="1" flags="0"', '<cat key="1" parent="2"')),
      Buffer.from(
        whole
          .toString()
          .replace(
            '<ope date="739254" amount="2450" account="1"',
            '<ope date="739254" amount="2450" account="9"',
          ),
      ),
    ];
    for (const bytes of damaged) {
      await expect(homebankReader.read([{ name: 'x.xhb', bytes }], {})).rejects.toEqual(
        invalidBooksFile,
      );
    }
  });
});
