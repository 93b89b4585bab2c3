import type { Executor } from '../db/database';
import { serveReads } from '../db/read-pool-worker';

// A read pool worker for server/db/read-pool.int.test.ts: `hold` keeps its thread busy, the way
// a long synchronous SQLite read does, until the test lets it go; `users` reads its connection.

interface Hold {
  /** [0] let go (set by the test), [1] holding (set here). */
  signal: SharedArrayBuffer;
}

serveReads(
  {
    hold: (_db: Executor, { signal }: Hold) => {
      const flags = new Int32Array(signal);
      Atomics.store(flags, 1, 1);
      Atomics.notify(flags, 1);
      Atomics.wait(flags, 0, 0);
      return 'let go';
    },
    users: async (db: Executor) => (await db.selectFrom('users').select('id').execute()).length,
    refuse: () => {
      throw Object.assign(new Error('refused'), { refusal: 'no' });
    },
  },
  (error) => (error as { refusal?: string }).refusal,
);
