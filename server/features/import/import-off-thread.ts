import { Worker } from 'node:worker_threads';
import type { IncorporateDto, IncorporateRequest } from '../../../contract/import';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ImportTarget } from '../accounts/accounts-import.service';
import { incorporate } from './import-incorporate.service';
import { readUploadedFile, type UploadReading } from './import-upload-reading';
import type { ImportJob, WorkerRequest, WorkerResponse } from './import-worker-messages';

// Reading, matching and storing a big bank file, or incorporating a big report, takes the CPU
// for seconds (on SQLite the queries too: its connection answers synchronously): they run on one
// worker thread per process, with its own connection, started at the first such job. Small ones
// run at once, which costs less than the round trip.

/** Files from this size on are read off the event loop. */
export const OFF_THREAD_BYTES = 128 * 1024;
/** Incorporations of this many lines and more run off the event loop. */
export const OFF_THREAD_LINES = 2_000;

/** The worker: its bundle once built; its TypeScript source, through tsx, in development and tests. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./import.worker.mjs', import.meta.url));
  }
  const source = new URL('./import.worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true });
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (response: WorkerResponse) => void>();

function importWorker(): Worker {
  if (worker) return worker;
  const started = startWorker();
  started.on('message', (response: WorkerResponse) => {
    pending.get(response.id)?.(response);
    pending.delete(response.id);
    // Idle, the worker keeps no process alive; working, it does (a script awaits its answer).
    if (pending.size === 0) started.unref();
  });
  const fail = (failure: string) => {
    for (const settle of pending.values()) settle({ id: 0, failure });
    pending.clear();
    worker = null;
  };
  started.on('error', (error) => fail(error.message));
  started.on('exit', (code) => fail(`the worker stopped (exit code ${code})`));
  worker = started;
  return started;
}

/** Runs a job on the import's worker thread; its refusals come back as AppErrors. */
export async function onWorker<T>(job: ImportJob): Promise<T> {
  const id = nextId++;
  const response = await new Promise<WorkerResponse>((resolve) => {
    pending.set(id, resolve);
    const running = importWorker();
    running.ref();
    running.postMessage({ id, job } satisfies WorkerRequest);
  });
  if ('result' in response) return response.result as T;
  if ('refusal' in response) {
    throw new AppError(response.refusal.status, response.refusal.messageCode);
  }
  throw new Error(`the import worker failed: ${response.failure}`);
}

/** Starts the worker and waits until it answers (benchmarks time the jobs, not the start). */
export async function warmImportWorker(): Promise<void> {
  const tiny = new TextEncoder().encode('Date;Libellé;Montant\n01/01/2024;WARM-UP;-1,00\n');
  await onWorker({ kind: 'read', bytes: tiny, target: undefined });
}

/** Reads an uploaded file, off the event loop when it is big. */
export function readUploadedFileOffThread(
  bytes: Uint8Array,
  target: ImportTarget | undefined,
): Promise<UploadReading> {
  if (bytes.length < OFF_THREAD_BYTES) return Promise.resolve(readUploadedFile(bytes, target));
  return onWorker({ kind: 'read', bytes, target });
}

/** Incorporates lines, a big report through the worker's own connection. */
export function incorporateOffThread(
  db: Db,
  userId: number,
  request: IncorporateRequest,
  now: number,
): Promise<IncorporateDto> {
  if (db.sharedUrl === undefined || request.ids.length < OFF_THREAD_LINES) {
    return incorporate(db.kysely, userId, request, now);
  }
  return onWorker({ kind: 'incorporate', url: db.sharedUrl, userId, request, now });
}
