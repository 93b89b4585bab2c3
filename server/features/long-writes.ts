import type { Db, Executor } from '../db/database';
import { ReadPool, startWorker } from '../db/read-pool';
import { answerOf } from './worker-answers';

// Where a long write runs (a whole book imported from another application: seconds of reading
// and writing): on a worker thread with its own connection, so the event loop goes on answering
// everyone (on SQLite, WAL lets the server's connection read meanwhile; pg's parsing is CPU too);
// without a connection to share (a test's in-memory SQLite or PostgreSQL schema), here.
// Each feature defines its long writes (longWrite) with its own service; long-writes.worker.ts
// lists them all for the worker. This file knows no feature.

/** A write a feature runs through runLongWrite: its name for the worker, its plain arguments. */
export interface LongWrite<A, R> {
  name: string;
  write: (db: Executor, args: A) => Promise<R>;
}

export function longWrite<A, R>(
  name: string,
  write: (db: Executor, args: A) => Promise<R>,
): LongWrite<A, R> {
  return { name, write };
}

const startWriteWorker = () =>
  startWorker(
    new URL('./long-writes.worker.ts', import.meta.url),
    new URL('./long-writes.worker.mjs', import.meta.url),
  );

/** One thread: long writes wait for each other rather than take the cores from the readers. */
let pool: ReadPool | null = null;

/**
 * Runs a long write off the event loop when `long` (a small one costs less here than the round
 * trip); its refusals come back as AppErrors.
 */
export async function runLongWrite<A, R>(
  db: Db,
  { name, write }: LongWrite<A, R>,
  args: A,
  long: boolean,
): Promise<R> {
  if (!long || db.sharedUrl === undefined) return write(db.kysely, args);
  pool ??= new ReadPool(1, startWriteWorker);
  return answerOf<R>(await pool.run(db.sharedUrl, name, args), 'a long write');
}

/** Stops the long writes' worker (a test's or a script's end). */
export async function closeLongWrites(): Promise<void> {
  await pool?.close();
  pool = null;
}
