import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BooksImportCode, type ForeignBooks } from '../../../../contract/books-import';
import { parseDecimalCents } from '../../import/formats/decimal-cents';
import type { BookFile } from '../book-readers';
import { foreignBooksProblems } from '../foreign-books-checks';
import { kresusReader } from './kresus-reader';
import { balancesByName } from './reader-test-support';
import { kresusCents, kresusDay } from './kresus-values';

// The fixtures are exports Kresus 0.26.0 made of invented books (fixtures/kresus/README.md);
// kresus-shown-balances.json is what Kresus's own /api/all answered for each account then.

const FIXTURES = path.join(__dirname, '../fixtures/kresus');
const PASSPHRASE = 'Pecule-Kresus-2026';
const SALT = 'pecule-fixture-salt-2026';

const fixture = (name: string): BookFile => ({
  name,
  bytes: readFileSync(path.join(FIXTURES, name)),
});
const plain = fixture('kresus-export.json');
const demo = fixture('kresus-demo-export.json');
const encrypted = fixture('kresus-export-encrypted.json');
const readPlain = () => kresusReader.read([plain], {});
const withSecrets = (secrets: { password?: string; salt?: string }) =>
  kresusReader.read([encrypted], secrets as never);

async function refusal(reading: Promise<unknown>): Promise<unknown> {
  return reading.then(
    () => 'read',
    (error: { status?: number; messageCode?: string }) => [error.status, error.messageCode],
  );
}

function shownBalances(name: string): Map<string, number | null> {
  const shown = JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')) as {
    label: string;
    balance: number;
  }[];
  return new Map(
    shown.map(({ label, balance }) => [label, parseDecimalCents(String(balance), '.')]),
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('kresusReader on a real Kresus export', () => {
  it('recognizes the plain and the encrypted export', () => {
    expect(kresusReader.recognizes([plain])).toBe(true);
    expect(kresusReader.recognizes([encrypted])).toBe(true);
  });

  it('reads sound books with the counts Kresus holds', async () => {
    const books = await readPlain();
    expect(foreignBooksProblems(books)).toEqual([]);
    expect({
      accounts: books.accounts.length,
      categories: books.categories.length,
      payees: books.payees.length,
      tags: books.tags.length,
      transactions: books.transactions.length,
      transferLegs: books.transactions.filter((t) => t.transferKey !== null).length,
      splits: books.transactions.filter((t) => t.parts.length > 1).length,
      scheduled: books.scheduled.length,
      budgetGoals: books.budgetGoals.length,
    }).toEqual({
      accounts: 3,
      categories: 5,
      payees: 15,
      tags: 0,
      transactions: 16,
      transferLegs: 2,
      splits: 0,
      scheduled: 2,
      budgetGoals: 2,
    });
  });

  it('ends every account on the balance Kresus shows, to the cent', async () => {
    const byName = balancesByName(await readPlain());
    expect(byName).toEqual(shownBalances('kresus-shown-balances.json'));
    expect(Object.fromEntries(byName)).toEqual({
      'Compte courant': 516553,
      'Livret A': 230417,
      Portefeuille: 1010,
    });
  });

  it('keeps the balances the bank stated, and none for the manual account', async () => {
    const books = await readPlain();
    expect(books.accounts.map((a) => [a.name, a.kind, a.bank, a.sourceBalance])).toEqual([
      ['Compte courant', 'CHECKING', 'Crédit Mutuel', 516553],
      ['Livret A', 'SAVINGS', 'Crédit Mutuel', 230417],
      ['Portefeuille', 'OTHER', 'Espèces', null],
    ]);
    expect(books.accounts[0]).toMatchObject({ iban: 'FR7610278060310002032640147' });
  });

  it('brings categories flat, labels, custom labels and the internal transfer paired', async () => {
    const books = await readPlain();
    expect(books.categories.map((c) => [c.name, c.parentKey])).toEqual([
      ['Alimentation', null],
      ['Salaire', null],
      ['Logement', null],
      ['Énergie', null],
      ['Loisirs', null],
    ]);
    const byKey = new Map(books.transactions.map((t) => [t.key, t]));
    expect(byKey.get('9')).toMatchObject({
      payeeKey: 'CB CARREFOUR',
      memo: 'Courses de la semaine',
      amount: -10258,
      parts: [{ categoryKey: '0', amount: -10258 }],
    });
    expect(byKey.get('4')).toMatchObject({ transferKey: '12', amount: -30000 });
    expect(byKey.get('12')).toMatchObject({ transferKey: '4', accountKey: '1', amount: 30000 });
    expect(byKey.get('4')?.parts[0]?.categoryKey).toBeNull();
    expect(byKey.has('6')).toBe(false);
  });

  it('leaves internal transfers unpaired when their legs are not each other’s only match', async () => {
    const file = JSON.parse(plain.bytes.toString()) as { data: { transactions: object[] } };
    const legs = file.data.transactions.filter(
      (t) => (t as { type: string }).type === 'type.internal_transfer',
    );
    file.data.transactions.push(...legs.map((t, i) => ({ ...t, id: 900 + i, accountId: 2 })));
    const bytes = Buffer.from(JSON.stringify(file));
    const books = await kresusReader.read([{ name: 'x.json', bytes }], {});
    expect(foreignBooksProblems(books)).toEqual([]);
    expect(books.transactions.filter((t) => t.transferKey !== null)).toEqual([]);
  });

  it('maps budgets per category and month, recurring transactions, and lists what it leaves', async () => {
    const books: ForeignBooks = await readPlain();
    expect(books.budgetGoals).toEqual([
      { categoryKey: '0', month: '2026-10', amount: -40000 },
      { categoryKey: '4', month: '2026-10', amount: -12050 },
    ]);
    expect(books.scheduled.map((s) => [s.payeeKey, s.amount, s.frequency, s.nextDate])).toEqual([
      ['PRLV EDF', -6112, 'MONTHLY', '2026-10-20'],
      ['PRLV ASSURANCE HABITATION', -4530, 'QUARTERLY', '2027-01-05'],
    ]);
    expect(books.notBrought.map((n) => [n.kind, n.count])).toEqual([
      ['ALERT', 2],
      ['SCHEDULE', 1],
      ['CARD_DETAIL', 1],
      ['BUDGET_DATE', 1],
    ]);
  });
});

describe('kresusReader on the export of Kresus’s demo mode', () => {
  it('reads its default categories, random transactions and dollar account', async () => {
    expect(kresusReader.recognizes([demo])).toBe(true);
    const books = await kresusReader.read([demo], {});
    expect(foreignBooksProblems(books)).toEqual([]);
    expect([books.accounts.length, books.categories.length, books.transactions.length]).toEqual([
      3, 17, 5,
    ]);
    expect([books.payees.length, books.scheduled.length, books.notBrought]).toEqual([5, 0, []]);
    expect(books.accounts.map((a) => [a.name, a.currency, a.sourceBalance])).toEqual([
      ['Compte chèque', 'EUR', null],
      ['Compte en dollars', 'USD', null],
      ['Livret A', 'EUR', null],
    ]);
    expect(books.transactions.map((t) => t.date)).toEqual([
      '2026-08-02',
      '2026-06-05',
      '2026-01-20',
      '2026-09-12',
      '2026-05-09',
    ]);
  });

  it('ends on the balances Kresus shows: the sums of the transactions, to the cent', async () => {
    const byName = balancesByName(await kresusReader.read([demo], {}));
    expect(byName).toEqual(shownBalances('kresus-demo-shown-balances.json'));
    expect(byName.get('Compte chèque')).toBe(39194);
  });
});

describe('Kresus values', () => {
  it('turns amounts into cents without a float product', () => {
    expect([12.3, -0.1, 5130.530000000001, 1.005, -2.675, 0].map(kresusCents)).toEqual([
      1230, -10, 513053, 101, -268, 0,
    ]);
  });

  it('reads a browser’s midnight east of UTC as its own day', () => {
    expect(kresusDay('2026-10-02T00:00:00.000Z')).toBe('2026-10-02');
    expect(kresusDay('2026-10-01T22:00:00.000Z')).toBe('2026-10-02');
    expect(kresusDay('2026-10-02T05:00:00.000Z')).toBe('2026-10-02');
    expect(kresusDay('2026-08-02T13:31:04.429Z')).toBe('2026-08-02');
  });
});

describe('kresusReader on the encrypted export', () => {
  it('opens with the passphrase and the salt, to the same books as the plain export', async () => {
    expect(await withSecrets({ password: PASSPHRASE, salt: SALT })).toEqual(await readPlain());
  });

  it('asks for the password, refuses a wrong one, and asks for the salt', async () => {
    expect(await refusal(withSecrets({ salt: SALT }))).toEqual([
      422,
      BooksImportCode.passwordNeeded,
    ]);
    expect(await refusal(withSecrets({ password: 'Wrong-Pass-1', salt: SALT }))).toEqual([
      422,
      BooksImportCode.wrongPassword,
    ]);
    expect(
      await refusal(withSecrets({ password: PASSPHRASE, salt: 'another-salt-value' })),
    ).toEqual([422, BooksImportCode.wrongPassword]);
    expect(await refusal(withSecrets({ password: PASSPHRASE }))).toEqual([
      422,
      'booksImport.kresus.saltNeeded',
    ]);
  });
});

describe('kresusReader on damaged and foreign files', () => {
  const invalid = [422, BooksImportCode.invalidFile];
  const read = (bytes: Buffer) =>
    refusal(kresusReader.read([{ name: 'x.json', bytes }], { password: PASSPHRASE }));

  it('refuses a truncated export, garbage and a tampered encrypted one', async () => {
    expect(await read(plain.bytes.subarray(0, plain.bytes.length / 2))).toEqual(invalid);
    expect(await read(encrypted.bytes.subarray(0, 200))).toEqual(invalid);
    expect(await read(Buffer.from([0xff, 0x00, 0x7b, 0x13, 0x37]))).toEqual(invalid);
    const sealed = Buffer.from(
      (JSON.parse(encrypted.bytes.toString()) as { data: string }).data,
      'base64',
    );
    sealed[16] = 0; // the "KRE" mark after the IV
    const tampered = JSON.stringify({ encrypted: true, data: sealed.toString('base64') });
    const options = { password: PASSPHRASE, salt: SALT } as never;
    const reading = kresusReader.read([{ name: 'x.json', bytes: Buffer.from(tampered) }], options);
    expect(await refusal(reading)).toEqual(invalid);
  });

  it('refuses an export whose fields are not what Kresus writes', async () => {
    const world = JSON.parse(plain.bytes.toString()) as {
      data: { transactions: { amount: unknown; accountId: unknown }[] };
    };
    const [first] = world.data.transactions;
    if (first) first.amount = '12,30';
    expect(await read(Buffer.from(JSON.stringify(world)))).toEqual(invalid);
    expect(await read(Buffer.from('{"encrypted":false,"data":[]}'))).toEqual(invalid);
  });

  it('does not recognize bank files nor other applications’ exports', async () => {
    const others = [
      ...filesUnder(path.join(__dirname, '../../../test/fixtures')),
      ...filesUnder(path.join(__dirname, '../fixtures')).filter((f) => !f.includes('/kresus/')),
    ];
    expect(others.length).toBeGreaterThan(10);
    for (const file of others) {
      const bytes = readFileSync(file);
      expect([file, kresusReader.recognizes([{ name: file, bytes }])]).toEqual([file, false]);
    }
    const foreign = Buffer.from('{"id":"budget-1","budgetName":"Mine","accounts":[]}');
    expect(kresusReader.recognizes([{ name: 'metadata.json', bytes: foreign }])).toBe(false);
    expect(await read(foreign)).toEqual(invalid);
  });
});
