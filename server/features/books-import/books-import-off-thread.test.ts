import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BooksImportCode } from '../../../contract/books-import';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';
import { expectBooksHold } from '../../test/books-invariants';
import { insertUser } from '../../test/finance-fixtures';
import { OFF_THREAD_BYTES } from '../import/import-off-thread';
import { bigExportBalance, bigHomebankExport } from './big-export-fixture';
import { booksOffThread } from './books-import-read.service';

// A big export read and written by the import's worker through its own connection to a SQLite
// file, as the server does: the same books as at once, nothing twice, refusals as message codes.

describe('a big export imported off the event loop', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pecule-books-'));
    db = openDatabase(`file:${path.join(dir, 'books.db')}`);
    await migrateToLatest(db.kysely);
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('brings the books once, each account on its balance', async () => {
    const userId = await insertUser(db.kysely);
    const upload = { name: 'big.xhb', bytes: bigHomebankExport(2_000) };
    expect(upload.bytes.length).toBeGreaterThan(OFF_THREAD_BYTES);
    const first = (await booksOffThread(db, userId, 'import', upload, {}, {})) as {
      operations: number;
    };
    expect(first.operations).toBeGreaterThan(2_000);
    const again = await booksOffThread(db, userId, 'import', upload, {}, {});
    expect(again).toEqual({ accounts: 0, operations: 0, alreadyThere: first.operations });
    const accounts = await db.kysely
      .selectFrom('accounts')
      .select(['id', 'name'])
      .where('userId', '=', userId)
      .execute();
    await expectBooksHold(
      db.kysely,
      userId,
      accounts.map((a) => a.id),
    );
    const preview = await booksOffThread(db, userId, 'preview', upload, {}, {});
    expect(preview).toMatchObject({ alreadyThere: first.operations });
    expect(bigExportBalance(2_000)).toBe(429_45 - 2_500_00);
  }, 60_000);

  it('answers a file it cannot read with its message code', async () => {
    const userId = await insertUser(db.kysely);
    const garbage = { name: 'x.bin', bytes: Buffer.alloc(OFF_THREAD_BYTES + 1, 7) };
    await expect(booksOffThread(db, userId, 'import', garbage, {}, {})).rejects.toMatchObject({
      status: 422,
      messageCode: BooksImportCode.invalidFile,
    });
  }, 60_000);
});
