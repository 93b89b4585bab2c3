import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/app-error';
import type { ImportTarget } from '../accounts/accounts-import.service';
import { readUploadedFile, type UploadReading } from './import-upload-reading';

// Reading a big bank file takes the CPU for up to a second: it runs on one worker thread per
// process, started at the first big file. A small file is read at once, which costs less than
// the round trip.

/** Files from this size on are read off the event loop. */
export const OFF_THREAD_BYTES = 128 * 1024;

export interface ReadRequest {
  id: number;
  bytes: Uint8Array;
  target: ImportTarget | undefined;
}

export type ReadResponse =
  | { id: number; reading: UploadReading }
  | { id: number; refusal: { status: number; messageCode: string } }
  | { id: number; failure: string };

/** The worker: its bundle once built; its TypeScript source, through tsx, in development and tests. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./import-read.worker.mjs', import.meta.url));
  }
  const source = new URL('./import-read.worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true });
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (response: ReadResponse) => void>();

function readingWorker(): Worker {
  if (worker) return worker;
  const started = startWorker();
  started.unref();
  started.on('message', (response: ReadResponse) => {
    pending.get(response.id)?.(response);
    pending.delete(response.id);
  });
  started.on('error', (error) => {
    for (const settle of pending.values()) settle({ id: 0, failure: error.message });
    pending.clear();
    worker = null;
  });
  worker = started;
  return started;
}

function settled(response: ReadResponse): UploadReading {
  if ('reading' in response) return response.reading;
  if ('refusal' in response) {
    throw new AppError(response.refusal.status, response.refusal.messageCode);
  }
  throw new Error(`reading the bank file failed: ${response.failure}`);
}

/** Reads an uploaded file, off the event loop when it is big. */
export async function readUploadedFileOffThread(
  bytes: Uint8Array,
  target: ImportTarget | undefined,
): Promise<UploadReading> {
  if (bytes.length < OFF_THREAD_BYTES) return readUploadedFile(bytes, target);
  const id = nextId++;
  const response = await new Promise<ReadResponse>((resolve) => {
    pending.set(id, resolve);
    readingWorker().postMessage({ id, bytes, target } satisfies ReadRequest);
  });
  return settled(response);
}
