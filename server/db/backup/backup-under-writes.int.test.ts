import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  newInstance,
  scratchDir,
  sleep,
  startWriter,
  type Instance,
} from '../../test/backup-fixtures';
import { expectBooksHold } from '../../test/books-invariants';
import { postgresAvailable } from '../../test/databases';
import { givenBooks, type Books } from '../../test/operation-fixtures';
import { openDatabase, type DialectName, type Executor } from '../database';
import { migrateToLatest } from '../migrator';
import { backupDatabase, restoreDatabase } from './backup';
import {
  databaseDigest,
  DigestBuilder,
  digestDifferences,
  tablePages,
  type TableDigest,
} from './table-digest';

// A backup taken while another process writes, restored into a fresh instance, must hold the
// source as it was at one instant. No reader can stop the writer to record that instant, so the
// writes make it readable: creation k carries the memo w-k, one transaction each, in order. The
// restored copy must hold exactly w-1..w-n for some n (no gap, no half-written creation), and
// then every table must equal the source's: unchanged tables as they are at the end, the
// written ones as the source's rows of creations 1..n, the rollups and version counters
// consistent with those operations. BACKUP_WRITE_SECONDS=30 for the acceptance run.

const WRITE_SECONDS = Number(process.env.BACKUP_WRITE_SECONDS ?? 8);
const BACKUP_AT = [1 / 3, 2 / 3];
/** What the writer changes; every other table must come back exactly as at the end. */
const WRITTEN = ['operations', 'split_operations', 'account_month_sums', 'category_month_sums'];
const DERIVED = ['books_versions'];

const creationOf = (row: Record<string, unknown>) =>
  Number(/^w-(\d+)$/.exec(String(row.memo))?.[1]);

/** The n of a restored copy holding exactly w-1..w-n. */
async function restoredPrefix(db: Executor): Promise<number> {
  const rows = await db.selectFrom('operations').select('memo').execute();
  const creations = [...new Set(rows.map(creationOf))].sort((a, b) => a - b);
  expect(creations).toEqual(creations.map((_, i) => i + 1));
  return creations.length;
}

/** The source's operations and parts of creations 1..n, digested as the restored ones are. */
async function sourcePrefix(db: Executor, dialect: DialectName, n: number) {
  const operations = new DigestBuilder();
  const ids = new Set<unknown>();
  for await (const rows of tablePages(db, dialect, 'operations')) {
    for (const row of rows.filter((r) => creationOf(r) <= n)) {
      operations.add(row);
      ids.add(row.id);
    }
  }
  const parts = new DigestBuilder();
  for await (const rows of tablePages(db, dialect, 'split_operations')) {
    for (const row of rows.filter((r) => ids.has(r.operation_id))) parts.add(row);
  }
  return { operations: operations.result(), split_operations: parts.result() };
}

async function checkRestored(
  kind: DialectName,
  source: { db: Executor; digest: Record<string, TableDigest>; books: Books },
  target: Instance,
  written: number,
) {
  const restored = openDatabase(target.url);
  try {
    const n = await restoredPrefix(restored.kysely);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(written);
    const { userId, current, savings, foreign } = source.books;
    await expectBooksHold(restored.kysely, userId, [current, savings, foreign]);
    const digest = await databaseDigest(restored.kysely, kind);
    const differing = digestDifferences(source.digest, digest).map((line) =>
      line.slice(0, line.indexOf(':')),
    );
    expect(differing.filter((t) => !WRITTEN.includes(t) && !DERIVED.includes(t))).toEqual([]);
    const prefix = await sourcePrefix(source.db, kind, n);
    expect(digest.operations).toEqual(prefix.operations);
    expect(digest.split_operations).toEqual(prefix.split_operations);
    return n;
  } finally {
    await restored.close();
  }
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const run = kind === 'postgres' && !postgresAvailable ? describe.skip : describe;
  run(`backup under concurrent writes [${kind}]`, () => {
    const dir = scratchDir();
    const instances: Instance[] = [];
    afterAll(async () => {
      for (const instance of instances) await instance.drop();
    }, 120_000);
    const instance = async () => {
      const made = await newInstance(kind, dir);
      instances.push(made);
      return made;
    };

    it('restores every backup as the source was at one instant', { timeout: 300_000 }, async () => {
      const source = await instance();
      const db = openDatabase(source.url);
      try {
        await migrateToLatest(db.kysely);
        const books = await givenBooks(db);
        const writer = startWriter(source.url, books, WRITE_SECONDS * 1000);
        await writer.started;
        const started = Date.now();
        const files: string[] = [];
        for (const [i, fraction] of BACKUP_AT.entries()) {
          await sleep(started + fraction * WRITE_SECONDS * 1000 - Date.now());
          const file = path.join(dir, `backup-${i}.${kind === 'sqlite' ? 'db' : 'dump'}`);
          files.push((await backupDatabase(source.url, { file })).file);
        }
        const written = await writer.done;
        const digest = await databaseDigest(db.kysely, kind);
        const prefixes: number[] = [];
        for (const file of files) {
          const target = await instance();
          await restoreDatabase(target.url, file);
          prefixes.push(
            await checkRestored(kind, { db: db.kysely, digest, books }, target, written),
          );
        }
        console.log(`[${kind}] ${written} creations in ${WRITE_SECONDS} s; backups at ${prefixes}`);
        expect(prefixes[0]).toBeLessThan(prefixes[1]!);
      } finally {
        await db.close();
      }
    });
  });
}
