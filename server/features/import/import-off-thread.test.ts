import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';
import { expectBooksHold } from '../../test/books-invariants';
import { frenchCsv, givenReport } from '../../test/import-fixtures';
import { createGeneratedUser } from '../demo/demo.service';
import { MessageCode } from '../../../contract/message-codes';
import { AppError } from '../../http/app-error';
import {
  incorporateOffThread,
  OFF_THREAD_BYTES,
  OFF_THREAD_LINES,
  readUploadedFileOffThread,
} from './import-off-thread';
import { uploadOffThread } from './import-upload-off-thread';
import { readUploadedFile } from './import-upload-reading';

const encode = (text: string) => new TextEncoder().encode(text);

function bigCsv(lines: number): Uint8Array {
  const rows = Array.from({ length: lines }, (_, i) => {
    const day = String((i % 28) + 1).padStart(2, '0');
    return `${day}/03/2024;CB COMMERCE ${i};-${(i % 500) + 1},${String(i % 100).padStart(2, '0')}`;
  });
  return encode(['Date;Libellé;Montant', ...rows, ''].join('\n'));
}

describe('reading a big file off the event loop', () => {
  it('gives what reading it at once gives', async () => {
    const bytes = bigCsv(6_000);
    expect(bytes.length).toBeGreaterThan(OFF_THREAD_BYTES);
    const offThread = await readUploadedFileOffThread(bytes, undefined);
    expect(offThread).toEqual(readUploadedFile(bytes, undefined));
    expect(offThread.statements[0]!.lines).toHaveLength(6_000);
  }, 60_000);

  it('answers a refusal with its message code, and reads the next file', async () => {
    const page = encode(`<html><body>${'<p>not a statement</p>'.repeat(8_000)}</body></html>`);
    expect(page.length).toBeGreaterThan(OFF_THREAD_BYTES);
    const refusal = await readUploadedFileOffThread(page, undefined).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 400,
      messageCode: MessageCode.importFileUnknownFormat,
    });
    const next = await readUploadedFileOffThread(bigCsv(5_000), undefined);
    expect(next.statements[0]!.lines).toHaveLength(5_000);
  }, 60_000);
});

async function currentAccount(db: Db, userId: number) {
  const row = await db.kysely
    .selectFrom('preferences')
    .select('mainAccountId')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.mainAccountId!;
}

describe('incorporating a big report on SQLite off the event loop', () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pecule-off-thread-'));
    db = openDatabase(`file:${path.join(dir, 'books.db')}`);
    await migrateToLatest(db.kysely);
  }, 60_000);

  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const person = (login: string) => ({
    login,
    password: 'off-thread-1234',
    usageName: login,
    email: `${login}@example.invalid`,
  });

  it('writes every line through the worker’s own connection, the rollups with them', async () => {
    expect(db.sharedUrl).toBeDefined();
    const userId = await createGeneratedUser(db.kysely, person('big'), {
      operations: 200,
      seed: 3,
      years: 1,
    });
    const accountId = await currentAccount(db, userId);
    const lines = Array.from(
      { length: OFF_THREAD_LINES + 500 },
      (_, i) =>
        [
          `${String((i % 28) + 1).padStart(2, '0')}/02/2024`,
          `VIREMENT ${i}`,
          `-${(i % 90) + 1},25`,
        ] as const,
    );
    const { lineIds } = await givenReport(db.kysely, userId, frenchCsv(lines), { accountId });
    const request = { accountId, ids: lineIds, merge: false, updateAccount: false };
    const answer = await incorporateOffThread(db, userId, request, Date.now());
    expect(answer.created).toBe(lines.length);
    await expectBooksHold(db.kysely, userId, [accountId]);
  }, 120_000);

  it('uploads a big file through the worker’s own connection: read, matched and stored', async () => {
    const userId = await createGeneratedUser(db.kysely, person('uploader'), {
      operations: 200,
      seed: 6,
      years: 1,
    });
    const accountId = await currentAccount(db, userId);
    const bytes = bigCsv(6_000);
    const file = { fileName: 'releve.csv', bytes };
    const answer = await uploadOffThread(db, userId, file, accountId, Date.now());
    expect(answer.reports.map((report) => [report.lineCount, report.account?.accountId])).toEqual([
      [6_000, accountId],
    ]);
  }, 120_000);

  it('answers a refusal of the worker with its status and message code', async () => {
    const owner = await createGeneratedUser(db.kysely, person('owner'), {
      operations: 50,
      seed: 4,
      years: 1,
    });
    const other = await createGeneratedUser(db.kysely, person('other'), {
      operations: 50,
      seed: 5,
      years: 1,
    });
    const accountId = await currentAccount(db, other);
    const ids = Array.from({ length: OFF_THREAD_LINES }, (_, i) => i + 1);
    const refusal = await incorporateOffThread(
      db,
      owner,
      { accountId, ids, merge: false, updateAccount: false },
      Date.now(),
    ).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 404, messageCode: MessageCode.notFound });
  }, 60_000);
});
