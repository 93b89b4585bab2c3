import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ForeignBooks } from '../../../../contract/books-import';
import type { BookFile } from '../book-readers';
import { foreignBooksProblems } from '../foreign-books-checks';
import { unpackBookFiles } from '../unpack-book-files';
import { actualReader } from './actual-reader';
import { FIXTURES, fixture, invalidFile, named, read } from './actual-test-support';

// The balances expected are those Actual showed for each account when it exported the fixture.

describe('an Actual export of an envelope budget', () => {
  it('is recognised and sound', async () => {
    const files = fixture('actual-export.zip');
    expect(actualReader.recognizes(files)).toBe(true);
    expect(foreignBooksProblems(await read(files))).toEqual([]);
  });

  it('holds the counts of the budget', async () => {
    const books = await read(fixture('actual-export.zip'));
    expect(books.source).toBe('ACTUAL');
    expect(books.accounts).toHaveLength(4);
    expect(books.categories).toHaveLength(11);
    expect(books.payees).toHaveLength(6);
    expect(books.tags).toEqual([]);
    expect(books.transactions).toHaveLength(18);
    expect(books.transactions.filter((t) => t.transferKey !== null)).toHaveLength(8);
    expect(books.transactions.filter((t) => t.parts.length > 1)).toHaveLength(1);
    expect(books.scheduled).toHaveLength(5);
    expect(books.budgetGoals).toHaveLength(6);
  });

  it('ends every account on the balance Actual shows, to the cent', async () => {
    const books = await read(fixture('actual-export.zip'));
    expect(named(books).balances).toEqual({
      'Compte courant': 431940,
      'Livret A': 336234,
      'Ancien compte': 0,
      'Assurance vie': 950000,
    });
  });

  it('keeps the starting balances as opening balances, the off-budget and closed accounts', async () => {
    const books = await read(fixture('actual-export.zip'));
    expect(
      books.accounts.map((a) => [a.name, a.kind, a.currency, a.openingBalance, a.closed]),
    ).toEqual([
      ['Compte courant', 'CHECKING', 'EUR', 125000, false],
      ['Livret A', 'CHECKING', 'EUR', 300000, false],
      ['Ancien compte', 'CHECKING', 'EUR', 20000, true],
      ['Assurance vie', 'OTHER', 'EUR', 1000000, false],
    ]);
    expect(books.accounts.every((a) => a.sourceBalance === null)).toBe(true);
  });

  it('brings the category groups as parents, the income group as income', async () => {
    expect(named(await read(fixture('actual-export.zip'))).tree).toEqual([
      ['Courant', null, 'EXPENSE'],
      ['Transport', 'Courant', 'EXPENSE'],
      ['Logement', 'Courant', 'EXPENSE'],
      ['Alimentation', 'Courant', 'EXPENSE'],
      ['Loisirs', null, 'EXPENSE'],
      ['Voyages', 'Loisirs', 'EXPENSE'],
      ['Sorties', 'Loisirs', 'EXPENSE'],
      ['Income', null, 'INCOME'],
      ['Salaire', 'Income', 'INCOME'],
      ['Income', 'Income', 'INCOME'],
      ['Starting Balances', 'Income', 'INCOME'],
    ]);
  });

  it('brings the payees but those standing for accounts', async () => {
    const books = await read(fixture('actual-export.zip'));
    expect(books.payees.map((p) => p.name)).toEqual([
      'Boulangerie Martin',
      'Carrefour',
      'Employeur SA',
      'Propriétaire',
      'SNCF',
      'Starting Balance',
    ]);
  });

  it('brings a split with its parts, and the transfer part of a split as a transfer', async () => {
    const { transactions } = named(await read(fixture('actual-export.zip')));
    const carrefour = transactions.filter((t) => t.payee === 'Carrefour');
    expect(carrefour).toEqual([
      expect.objectContaining({
        date: '2025-01-10',
        amount: -12345,
        parts: [
          ['Alimentation', -9840, null, []],
          ['Sorties', -2505, 'Cinéma', []],
        ],
      }),
      expect.objectContaining({
        date: '2025-02-12',
        amount: -15000,
        parts: [['Alimentation', -15000, null, []]],
      }),
    ]);
    expect(transactions.filter((t) => t.date === '2025-02-12' && t.to !== null)).toEqual([
      expect.objectContaining({ account: 'Livret A', amount: 5000, to: 'Compte courant' }),
      expect.objectContaining({ account: 'Compte courant', amount: -5000, to: 'Livret A' }),
    ]);
  });

  it('pairs the transfers, the closing one included, with no category', async () => {
    const { transactions } = named(await read(fixture('actual-export.zip')));
    const legs = transactions.filter((t) => t.to !== null);
    expect(legs.map((t) => [t.date, t.account, t.amount, t.to, t.memo])).toEqual([
      ['2025-01-15', 'Livret A', 30000, 'Compte courant', 'Épargne de janvier'],
      ['2025-01-15', 'Compte courant', -30000, 'Livret A', 'Épargne de janvier'],
      ['2025-02-12', 'Livret A', 5000, 'Compte courant', 'Arrondi vers le livret'],
      ['2025-02-12', 'Compte courant', -5000, 'Livret A', 'Arrondi vers le livret'],
      ['2025-03-01', 'Compte courant', 50000, 'Assurance vie', 'Rachat partiel'],
      ['2025-03-01', 'Assurance vie', -50000, 'Compte courant', 'Rachat partiel'],
      [expect.any(String), 'Compte courant', 16500, 'Ancien compte', 'Closing account'],
      [expect.any(String), 'Ancien compte', -16500, 'Compte courant', 'Closing account'],
    ]);
    expect(legs.every((t) => t.payee === null && t.parts[0]![0] === null)).toBe(true);
  });

  it('maps the schedules onto frequencies, and lists the one it cannot repeat', async () => {
    const books = await read(fixture('actual-export.zip'));
    expect(named(books).scheduled).toEqual([
      expect.objectContaining({ memo: 'Assurance auto', frequency: 'YEARLY', amount: -48000 }),
      expect.objectContaining({ memo: 'Courses', frequency: 'BIWEEKLY', amount: -7500 }),
      {
        memo: 'Loyer',
        account: 'Compte courant',
        to: null,
        payee: 'Propriétaire',
        category: 'Logement',
        amount: -85000,
        frequency: 'MONTHLY',
        nextDate: '2026-12-05',
        endDate: null,
      },
      expect.objectContaining({ memo: 'Prime de fin d’année', frequency: 'ONCE', amount: 150000 }),
      {
        memo: 'Épargne mensuelle',
        account: 'Compte courant',
        to: 'Livret A',
        payee: null,
        category: null,
        amount: -10000,
        frequency: 'MONTHLY',
        nextDate: '2026-12-28',
        endDate: '2026-12-28',
      },
    ]);
    expect(books.notBrought).toEqual([
      { kind: 'SCHEDULE', count: 1, detail: 'Cours de piano' },
      { kind: 'RULE', count: 1, detail: null },
      { kind: 'DELETED', count: 1, detail: null },
    ]);
  });

  it('brings the amounts budgeted per month', async () => {
    expect(named(await read(fixture('actual-export.zip'))).goals).toEqual([
      ['2025-01', 'Alimentation', 40000],
      ['2025-01', 'Logement', 85000],
      ['2025-01', 'Transport', 10000],
      ['2025-02', 'Alimentation', 45000],
      ['2025-02', 'Logement', 85000],
      ['2025-02', 'Sorties', 5000],
    ]);
  });

  it('is read from one folder of the zip too, as Actual’s own import takes it', async () => {
    const inFolder = fixture('actual-export.zip').map((f) => ({ ...f, name: `budget/${f.name}` }));
    expect(actualReader.recognizes(inFolder)).toBe(true);
    expect(named(await read(inFolder)).balances['Livret A']).toBe(336234);
  });

  it('gives the same keys on a second read', async () => {
    const keys = (books: ForeignBooks) => books.transactions.map((t) => t.key);
    const files = fixture('actual-export.zip');
    expect(keys(await read(files))).toEqual(keys(await read(files)));
  });
});

describe('a file that is no Actual export', () => {
  const exportEntries = () =>
    Object.fromEntries(fixture('actual-export.zip').map((f) => [f.name, new Uint8Array(f.bytes)]));
  const unzip = (entries: Record<string, Uint8Array>) =>
    unpackBookFiles({ name: 'export.zip', bytes: Buffer.from(zipSync(entries)) });
  const emptySqlite = () => new SqliteDatabase(':memory:').serialize();

  it('is refused when the zip is damaged', () => {
    const bytes = fs.readFileSync(path.join(FIXTURES, 'actual-export.zip'));
    expect(() => unpackBookFiles({ name: 'x.zip', bytes: bytes.subarray(0, 4000) })).toThrow(
      invalidFile,
    );
  });

  it('is refused when its database is truncated or garbage', async () => {
    const entries = exportEntries();
    const database = entries['db.sqlite']!;
    for (const damaged of [
      database.subarray(0, 8192),
      Uint8Array.from([...database.subarray(0, 100), ...new Uint8Array(8000).fill(0x5a)]),
    ]) {
      const files = unzip({ ...entries, 'db.sqlite': damaged });
      await expect(read(files)).rejects.toEqual(invalidFile);
    }
  });

  it('is refused when the zip holds no db.sqlite, or no metadata.json beside it', async () => {
    const { 'db.sqlite': database, 'metadata.json': metadata } = exportEntries();
    const archives: Record<string, Uint8Array>[] = [
      { 'metadata.json': metadata! },
      { 'budget/db.sqlite': database!, 'metadata.json': metadata! },
    ];
    for (const entries of archives) {
      const files = unzip(entries);
      expect(actualReader.recognizes(files)).toBe(false);
      await expect(read(files)).rejects.toEqual(invalidFile);
    }
  });

  it('is refused when metadata.json is no JSON', async () => {
    const files = unzip({ ...exportEntries(), 'metadata.json': new Uint8Array([0x7b, 0x7b]) });
    await expect(read(files)).rejects.toEqual(invalidFile);
  });

  it('is refused when db.sqlite is a SQLite file of another application', async () => {
    const files = unzip({ ...exportEntries(), 'db.sqlite': emptySqlite() });
    expect(actualReader.recognizes(files)).toBe(true);
    await expect(read(files)).rejects.toEqual(invalidFile);
  });

  it('is not recognised when it is another application’s file or a bank file', async () => {
    const foreign: BookFile[][] = [
      [{ name: 'book.gnucash', bytes: emptySqlite() }],
      [{ name: 'releve.ofx', bytes: Buffer.from('OFXHEADER:100\nDATA:OFXSGML\n<OFX></OFX>') }],
      [{ name: 'releve.csv', bytes: Buffer.from('Date;Libellé;Montant\n01/02/2025;CB;-12,30\n') }],
      [{ name: 'kresus.json', bytes: Buffer.from('{"data":{"accounts":[]}}') }],
      unzip({ 'register.csv': new Uint8Array(Buffer.from('"Account","Date"\n')) }),
    ];
    for (const files of foreign) {
      expect(actualReader.recognizes(files)).toBe(false);
      await expect(read(files)).rejects.toEqual(invalidFile);
    }
  });
});
