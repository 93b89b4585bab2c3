import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BooksImportCode } from '../../../contract/books-import';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';
import { AppError } from '../../http/app-error';
import { insertAccount, insertBank, insertUser } from '../../test/finance-fixtures';
import { closeLongWrites, runLongWrite } from '../long-writes';
import {
  booksImportLongWrite,
  booksPreviewLongWrite,
  type BooksImportJob,
} from './books-import-long-write';

// A long book is read, previewed and imported on the long writes' worker, through its own
// connection to the server's SQLite file: the same answers as here, its refusals the same
// AppErrors, and what it wrote is there for the server's connection.

const FIXTURE = 'server/features/books-import/fixtures/homebank/transfers.xhb';

const jobOf = (userId: number, bytes: Uint8Array, choices = {}): BooksImportJob => ({
  userId,
  upload: { name: 'transfers.xhb', bytes },
  secrets: {},
  choices,
});

const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('books import [sqlite file, long writes worker]', () => {
  let dir: string;
  let db: Db;
  const bytes = new Uint8Array(readFileSync(FIXTURE));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pecule-long-writes-'));
    db = openDatabase(`file:${path.join(dir, 'books.db')}`);
    await migrateToLatest(db.kysely);
  }, 60_000);

  afterAll(async () => {
    await closeLongWrites();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('previews on the worker as here, then imports there once', async () => {
    const userId = await insertUser(db.kysely);
    const job = jobOf(userId, bytes);
    const [there, here] = await Promise.all([
      runLongWrite(db, booksPreviewLongWrite, job, true),
      runLongWrite(db, booksPreviewLongWrite, job, false),
    ]);
    expect(there).toEqual(here);
    const imported = await runLongWrite(db, booksImportLongWrite, job, true);
    expect(imported.operations).toBeGreaterThan(0);
    const written = await db.kysely
      .selectFrom('operations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(written.count)).toBe(imported.operations);
    const again = await runLongWrite(db, booksImportLongWrite, job, true);
    expect(again).toMatchObject({ operations: 0, alreadyThere: imported.operations });
  }, 60_000);

  it('answers a damaged file and another person’s account as the same AppErrors', async () => {
    const userId = await insertUser(db.kysely);
    const other = await insertUser(db.kysely);
    const bank = await insertBank(db.kysely, other);
    const othersAccount = await insertAccount(db.kysely, other, bank, 'Compte courant');
    const damaged = bytes.slice(0, bytes.length / 2);
    const unreadable = await refusalOf(
      runLongWrite(db, booksImportLongWrite, jobOf(userId, damaged), true),
    );
    expect(unreadable).toBeInstanceOf(AppError);
    expect(unreadable).toMatchObject({ status: 422, messageCode: BooksImportCode.invalidFile });
    const preview = await runLongWrite(db, booksPreviewLongWrite, jobOf(userId, bytes), true);
    const choices = { [preview.accounts[0]!.key]: othersAccount };
    const notFound = await refusalOf(
      runLongWrite(db, booksImportLongWrite, jobOf(userId, bytes, choices), true),
    );
    expect(notFound).toMatchObject({ status: 404 });
    const written = await db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('userId', '=', userId)
      .execute();
    expect(written).toEqual([]);
  }, 60_000);
});
