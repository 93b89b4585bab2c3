import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './migrations/helpers';
import type { Database } from './schema';

// Several app servers may start together on one PostgreSQL (docs/deployment.md): what a start
// writes once — the migrations, the first admin, the demo user — is done by one server at a
// time, the others waiting and then finding it done. Kysely's migrator locks its own work, but
// two servers would both see no admin and both create it.

/** The lock's first key ("peCU"); the second is the schema's, so test schemas do not wait. */
const LOCK_CLASS = 0x70654355;
const POLL_MS = 100;

/**
 * Runs `work` holding a session advisory lock, taken on a connection of its own and polled (a
 * waiting server is not stopped by a statement timeout); SQLite has one server: it just runs.
 */
export async function withStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (connection) => {
    const key = sql`${LOCK_CLASS}, hashtext(current_schema())`;
    for (;;) {
      const { rows } = await sql<{ taken: boolean }>`
        select pg_try_advisory_lock(${key}) as taken`.execute(connection);
      if (rows[0]?.taken) break;
      await sleep(POLL_MS);
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
