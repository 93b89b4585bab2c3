import { parentPort } from 'node:worker_threads';
import { openDatabase, type Db } from '../../db/database';
import { constraintAnswer } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { incorporate } from './import-incorporate.service';
import { readUploadedFile } from './import-upload-reading';
import type { ImportTarget } from '../accounts/accounts-import.service';
import { uploadBankFile } from './import-upload.service';
import type { ImportJob, WorkerRequest, WorkerResponse } from './import-worker-messages';

// The import's worker thread: it reads big uploaded files, and uploads and incorporates big ones
// through its own connection, so none of it holds the event loop that answers everyone (on
// SQLite, WAL lets the server's connection go on reading meanwhile).

const databases = new Map<string, Db>();

function databaseAt(url: string): Db {
  const open = databases.get(url) ?? openDatabase(url);
  databases.set(url, open);
  return open;
}

/** Within the worker, a file is read where it is. */
const readHere = (bytes: Uint8Array, target: ImportTarget | undefined) =>
  Promise.resolve(readUploadedFile(bytes, target));

function run(job: ImportJob): unknown {
  if (job.kind === 'read') return readUploadedFile(job.bytes, job.target);
  const { kysely } = databaseAt(job.url);
  if (job.kind === 'upload') {
    return uploadBankFile(kysely, job.userId, job.upload, job.accountId, job.now, readHere);
  }
  return incorporate(kysely, job.userId, job.request, job.now);
}

function refusalOf(error: unknown) {
  if (error instanceof AppError) return { status: error.status, messageCode: error.messageCode };
  return constraintAnswer(error);
}

parentPort!.on('message', async ({ id, job }: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    response = { id, result: await run(job) };
  } catch (error) {
    const refusal = refusalOf(error);
    response = refusal
      ? { id, refusal }
      : { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(response);
});
