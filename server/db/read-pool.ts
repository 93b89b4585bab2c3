import os from 'node:os';
import { Worker } from 'node:worker_threads';

// A few worker threads, each with its own read-only SQLite connection to the server's file, that
// run heavy reads (a twenty-year analysis, a survey, an export) so they never hold the event loop:
// better-sqlite3 answers synchronously, and WAL lets readers work beside the writer. A task names
// a read the worker registered (server/db/read-pool-worker.ts) and gives it plain JSON
// arguments; its answer comes back as a structured clone.

export interface ReadRequest {
  id: number;
  url: string;
  name: string;
  args: unknown;
}

export type ReadResponse =
  | { id: number; result: unknown }
  | { id: number; refusal: unknown }
  | { id: number; failure: string };

/** Two workers at most: one core stays for the event loop and the writer on a small machine. */
export const READ_WORKERS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * A worker: its bundle beside the running one once built (`built`), else its TypeScript source
 * through tsx, in development and tests.
 */
export function startWorker(source: URL, built: URL): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(built);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

interface Slot {
  worker: Worker;
  pending: Map<number, (response: ReadResponse) => void>;
}

export class ReadPool {
  private readonly slots: (Slot | null)[];
  private nextId = 1;

  constructor(
    size: number,
    private readonly start: () => Worker,
  ) {
    this.slots = Array.from({ length: size }, () => null);
  }

  /** Runs a registered read on the least busy worker, against the database at `url`. */
  run(url: string, name: string, args: unknown): Promise<ReadResponse> {
    const id = this.nextId++;
    const slot = this.leastBusy();
    return new Promise((resolve) => {
      slot.pending.set(id, resolve);
      slot.worker.ref();
      slot.worker.postMessage({ id, url, name, args } satisfies ReadRequest);
    });
  }

  /** Stops the workers (what they were running answers a failure). */
  async close(): Promise<void> {
    const running = this.slots.filter((slot): slot is Slot => slot !== null);
    await Promise.all(running.map((slot) => slot.worker.terminate()));
  }

  private leastBusy(): Slot {
    let best = -1;
    for (let i = 0; i < this.slots.length; i++) {
      const slot = this.slots[i];
      if (!slot) {
        this.slots[i] = this.started(i);
        return this.slots[i]!;
      }
      if (best < 0 || slot.pending.size < this.slots[best]!.pending.size) best = i;
    }
    return this.slots[best]!;
  }

  private started(index: number): Slot {
    const slot: Slot = { worker: this.start(), pending: new Map() };
    slot.worker.on('message', (response: ReadResponse) => {
      slot.pending.get(response.id)?.(response);
      slot.pending.delete(response.id);
      // Idle, a worker keeps no process alive; working, it does (a script awaits its answer).
      if (slot.pending.size === 0) slot.worker.unref();
    });
    const fail = (failure: string) => {
      for (const [id, settle] of slot.pending) settle({ id, failure });
      slot.pending.clear();
      if (this.slots[index] === slot) this.slots[index] = null;
    };
    slot.worker.on('error', (error) => fail(error.message));
    slot.worker.on('exit', (code) => fail(`the read worker stopped (exit code ${code})`));
    slot.worker.unref();
    return slot;
  }
}
