import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenUser } from '../test/test-app';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrator';
import { ReadPool, startWorker } from './read-pool';

// The read pool on a SQLite file: its workers read the file on their own connections, and while
// one is held by a long read, the event loop goes on answering (ordering, never time).

describe('read pool on a SQLite file', () => {
  let dir: string;
  let db: Db;
  let url: string;
  const worker = new URL('../test/read-pool-test-worker.ts', import.meta.url);
  const pool = new ReadPool(2, () => startWorker(worker, worker));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pecule-read-pool-'));
    url = `file:${path.join(dir, 'books.db')}`;
    db = openDatabase(url);
    await migrateToLatest(db.kysely);
  }, 60_000);

  afterAll(async () => {
    await pool.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads what the server wrote, on both workers', async () => {
    await givenUser(db);
    await givenUser(db);
    const answers = await Promise.all([1, 2, 3, 4].map(() => pool.run(url, 'users', null)));
    expect(answers.map((answer) => 'result' in answer && answer.result)).toEqual([2, 2, 2, 2]);
  }, 60_000);

  it('answers a refusal and a failure without stopping', async () => {
    expect(await pool.run(url, 'refuse', null)).toMatchObject({ refusal: 'no' });
    expect(await pool.run(url, 'unknown', null)).toMatchObject({
      failure: expect.stringContaining('no job named unknown'),
    });
    expect(await pool.run(url, 'users', null)).toMatchObject({ result: expect.any(Number) });
  }, 60_000);

  it('leaves the event loop free while a worker is held by a long read', async () => {
    const signal = new SharedArrayBuffer(8);
    const flags = new Int32Array(signal);
    const order: string[] = [];
    const held = pool.run(url, 'hold', { signal }).then(() => order.push('held read'));
    while (Atomics.load(flags, 1) === 0) await new Promise(setImmediate);
    const user = await givenUser(db);
    order.push(`write and read of user ${user.id} on the event loop`);
    expect(await pool.run(url, 'users', null)).toMatchObject({ result: expect.any(Number) });
    order.push('another read on the other worker');
    Atomics.store(flags, 0, 1);
    Atomics.notify(flags, 0);
    await held;
    expect(order).toEqual([
      `write and read of user ${user.id} on the event loop`,
      'another read on the other worker',
      'held read',
    ]);
  }, 60_000);
});
