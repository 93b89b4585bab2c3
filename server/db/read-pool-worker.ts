import { parentPort } from 'node:worker_threads';
import { openDatabase, type Db, type Executor } from './database';
import type { ReadRequest, ReadResponse } from './read-pool';

// The worker side of the read pool: one read-only connection per database URL, kept open, and
// the reads it was given by name.

/** A read with its own arguments (any function of the database and one argument fits). */
export type ReadFunction = (db: Executor, args: never) => unknown;

export function serveReads(
  reads: Readonly<Record<string, ReadFunction>>,
  refusalOf: (error: unknown) => unknown,
): void {
  const databases = new Map<string, Db>();
  const databaseAt = (url: string): Db => {
    const open = databases.get(url) ?? openDatabase(url, { readOnly: true });
    databases.set(url, open);
    return open;
  };
  parentPort!.on('message', async ({ id, url, name, args }: ReadRequest) => {
    let response: ReadResponse;
    try {
      const read = reads[name];
      if (!read) throw new Error(`no read named ${name}`);
      response = { id, result: await read(databaseAt(url).kysely, args as never) };
    } catch (error) {
      const refusal = refusalOf(error);
      response =
        refusal !== undefined
          ? { id, refusal }
          : {
              id,
              failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
            };
    }
    parentPort!.postMessage(response);
  });
}
