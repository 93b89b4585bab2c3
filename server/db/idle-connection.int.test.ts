import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openEmptyDatabase, postgresAvailable, TEST_DATABASE_URL } from '../test/databases';

describe.skipIf(!postgresAvailable)('a PostgreSQL connection ended by the server', () => {
  it('is dropped from the pool without ending the process, and the next query reconnects', async () => {
    const { db, drop } = await openEmptyDatabase('postgres');
    const pid = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid.rows[0]!.pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
    expect(again.rows[0]!.one).toBe(1);
    await drop();
  }, 60_000);
});
