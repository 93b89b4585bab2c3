import type { Db, Executor } from './database';

// On PostgreSQL heavy reads run on the server's own pool (pg answers asynchronously already):
// each runs on one connection (its parallel queries queue on it), and a gate lets only so many run
// at once that two connections always stay for everything else, so a burst of twenty-year
// analyses never starves the month pages and the writes.

/** Connections heavy reads leave to the other requests. */
const KEPT_FOR_OTHERS = 2;

export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const gates = new WeakMap<Db, Gate>();

/** The gate of a database's heavy reads: its pool size less the connections kept for others. */
export function heavyReadGate(db: Db): Gate {
  let gate = gates.get(db);
  if (!gate) {
    gate = new Gate(Math.max(1, (db.poolSize ?? 1) - KEPT_FOR_OTHERS));
    gates.set(db, gate);
  }
  return gate;
}

/** Runs a heavy read on PostgreSQL: through the gate, on one connection of the pool. */
export function runGated<T>(db: Db, read: (executor: Executor) => Promise<T>): Promise<T> {
  return heavyReadGate(db).run(() => db.kysely.connection().execute(read));
}
