import type { Db } from '../../db/database';
import { runGated } from '../../db/read-gate';
import { READ_WORKERS, ReadPool, startWorker, type ReadResponse } from '../../db/read-pool';
import { AppError } from '../../http/app-error';
import { HEAVY_READS, type HeavyReadName, type HeavyReads } from './heavy-reads';

// Where a heavy read runs (docs/decisions/heavy-reads.md): on SQLite in a file, in the read pool's
// workers, so the event loop stays free; on PostgreSQL, here (pg is asynchronous) through the
// gate that keeps connections for the other requests; on an in-memory SQLite (tests), here.

type ArgsOf<N extends HeavyReadName> = Parameters<HeavyReads[N]>[1];
type AnswerOf<N extends HeavyReadName> = Awaited<ReturnType<HeavyReads[N]>>;

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

interface Refusal {
  status: number;
  messageCode: string;
  details: Record<string, unknown>;
}

function answerOf<T>(response: ReadResponse): T {
  if ('result' in response) return response.result as T;
  if ('refusal' in response) {
    const { status, messageCode, details } = response.refusal as Refusal;
    throw new AppError(status, messageCode, details);
  }
  throw new Error(`a heavy read failed: ${response.failure}`);
}

/** Runs a heavy read where it holds no one else up; its refusals come back as AppErrors. */
export async function runHeavyRead<N extends HeavyReadName>(
  db: Db,
  name: N,
  args: ArgsOf<N>,
): Promise<AnswerOf<N>> {
  const read = HEAVY_READS[name] as (
    executor: Db['kysely'],
    args: ArgsOf<N>,
  ) => Promise<AnswerOf<N>>;
  if (db.dialect === 'postgres') return runGated(db, (executor) => read(executor, args));
  if (db.sharedUrl === undefined) return read(db.kysely, args);
  return answerOf<AnswerOf<N>>(await readPool().run(db.sharedUrl, name, args));
}

/** Starts the workers and waits until they answer (benchmarks time the reads, not the start). */
export async function warmReadPool(db: Db): Promise<void> {
  if (db.dialect !== 'sqlite' || db.sharedUrl === undefined) return;
  const probe = { userId: 0, locale: 'fr', query: { year: 2000, budgetId: 0 } };
  await Promise.allSettled(
    Array.from({ length: READ_WORKERS * 2 }, () => readPool().run(db.sharedUrl!, 'none', probe)),
  );
}

/** Stops the read pool's workers (a test's or a script's end). */
export async function closeReadPool(): Promise<void> {
  await pool?.close();
  pool = null;
}
