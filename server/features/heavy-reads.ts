import type { Db, Executor } from '../db/database';
import { runGated } from '../db/read-gate';
import { READ_WORKERS, ReadPool, startWorker } from '../db/read-pool';
import { answerOf } from './worker-answers';

// Where a heavy read runs (docs/decisions/heavy-reads.md): on SQLite in a file, in the read pool's
// workers, so the event loop stays free; on PostgreSQL, here (pg is asynchronous) through the
// gate that keeps connections for the other requests; on an in-memory SQLite (tests), here.
// Each feature defines its heavy reads (heavyRead) with its own service; heavy-reads.worker.ts
// lists them all for the workers. This file knows no feature.

/** A read a feature runs through runHeavyRead: its name for the workers, its plain arguments. */
export interface HeavyRead<A, R> {
  name: string;
  read: (db: Executor, args: A) => Promise<R>;
}

export function heavyRead<A, R>(
  name: string,
  read: (db: Executor, args: A) => Promise<R>,
): HeavyRead<A, R> {
  return { name, read };
}

const startReadWorker = () =>
  startWorker(
    new URL('./heavy-reads.worker.ts', import.meta.url),
    new URL('./heavy-reads.worker.mjs', import.meta.url),
  );

let pool: ReadPool | null = null;

function readPool(): ReadPool {
  pool ??= new ReadPool(READ_WORKERS, startReadWorker);
  return pool;
}

/** Runs a heavy read where it holds no one else up; its refusals come back as AppErrors. */
export async function runHeavyRead<A, R>(db: Db, { name, read }: HeavyRead<A, R>, args: A) {
  if (db.dialect === 'postgres') return runGated(db, (executor) => read(executor, args));
  if (db.sharedUrl === undefined) return read(db.kysely, args);
  return answerOf<R>(await readPool().run(db.sharedUrl, name, args), 'a heavy read');
}

/** Stops the read pool's workers (a test's or a script's end). */
export async function closeReadPool(): Promise<void> {
  await pool?.close();
  pool = null;
}
