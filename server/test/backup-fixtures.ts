import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Executor } from '../db/database';
import { createGeneratedUser } from '../features/demo/demo.service';
import { accountBalance } from '../features/operations/read/operations-balance.service';
import { createOperations } from '../features/operations/write/operations-create.service';
import { operation, type Books } from './operation-fixtures';
import { TEST_DATABASE_URL } from './databases';

// Whole databases for the backup tests: a backup covers a database, not a test's schema, so
// each instance is a SQLite file of its own or a PostgreSQL database created and dropped here.

export interface Instance {
  url: string;
  drop(): Promise<void>;
}

export const scratchDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-backup-'));

export async function newInstance(kind: 'sqlite' | 'postgres', dir: string): Promise<Instance> {
  const name = `bk_${randomBytes(6).toString('hex')}`;
  if (kind === 'sqlite')
    return { url: `file:${path.join(dir, `${name}.db`)}`, drop: async () => {} };
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface Writer {
  /** Resolves at the first commit. */
  started: Promise<void>;
  /** Resolves with the creations committed. */
  done: Promise<number>;
}

/** Starts server/test/backup-writer.ts in a child process, writing for `ms` from its first commit. */
export function startWriter(url: string, books: Books, ms: number): Writer {
  const script = path.join(import.meta.dirname, 'backup-writer.ts');
  const args = [books.userId, books.current, books.savings, books.groceries, ms].map(String);
  const child = spawn(process.execPath, ['--import', 'tsx', script, url, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let onStart = () => {};
  const started = new Promise<void>((resolve) => (onStart = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('started')) onStart();
  });
  const done = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(Number(out.replace('started', '').trim()))
        : reject(new Error(`writer exited ${code}`)),
    );
  });
  const ended = done.then(() => Promise.reject(new Error('the writer ended before writing')));
  return { started: Promise.race([started, ended]), done };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const person = (login: string) => ({
  login,
  password: 'demo1234',
  usageName: login,
  email: `${login}@pecule.local`,
});

/** People with books from the demo generator; answers their ids. */
export async function givenGeneratedPeople(db: Executor, logins: string[], operations: number) {
  const ids: number[] = [];
  for (const [i, login] of logins.entries()) {
    ids.push(await createGeneratedUser(db, person(login), { operations, seed: i + 1 }));
  }
  return ids;
}

/** Every account's balance, by account id. */
export async function balancesOf(db: Executor): Promise<Record<number, number>> {
  const accounts = await db.selectFrom('accounts').select(['id', 'userId']).orderBy('id').execute();
  const figures: Record<number, number> = {};
  for (const { id, userId } of accounts) {
    figures[id] = (await accountBalance(db, userId, id, '2099-12-31')).total;
  }
  return figures;
}

/** Creates one operation of `amount` in the user's first account; answers its id. */
export async function createOneOperation(db: Executor, userId: number, amount: number) {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const change = { kind: 'create' as const, operation: operation(account.id, amount) };
  const [ids] = await createOperations(db, [{ userId, change }]);
  return ids?.[0];
}
