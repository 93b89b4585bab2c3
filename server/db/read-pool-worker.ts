import { parentPort } from 'node:worker_threads';
import { openDatabase, type Db, type Executor } from './database';
import type { ReadRequest, ReadResponse } from './read-pool';

// The worker side of a pool (server/db/read-pool.ts): one connection per database URL, kept open,
// and the jobs it was given by name. The read pool's connections only read; the long writes'
// worker writes through its own.

/** A job with its own arguments (any function of the database and one argument fits). */
export type ReadFunction = (db: Executor, args: never) => unknown;

interface ServeOptions {
  readOnly: boolean;
}

function failureOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

export function serveJobs(
  jobs: Readonly<Record<string, ReadFunction>>,
  refusalOf: (error: unknown) => unknown,
  { readOnly }: ServeOptions,
): void {
  const databases = new Map<string, Db>();
  const databaseAt = (url: string): Db => {
    const open = databases.get(url) ?? openDatabase(url, { readOnly });
    databases.set(url, open);
    return open;
  };
  parentPort!.on('message', async ({ id, url, name, args }: ReadRequest) => {
    let response: ReadResponse;
    try {
      const job = jobs[name];
      if (!job) throw new Error(`no job named ${name}`);
      response = { id, result: await job(databaseAt(url).kysely, args as never) };
    } catch (error) {
      const refusal = refusalOf(error);
      response = refusal !== undefined ? { id, refusal } : { id, failure: failureOf(error) };
    }
    parentPort!.postMessage(response);
  });
}

export function serveReads(
  reads: Readonly<Record<string, ReadFunction>>,
  refusalOf: (error: unknown) => unknown,
): void {
  serveJobs(reads, refusalOf, { readOnly: true });
}
