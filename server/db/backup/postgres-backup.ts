import pg from 'pg';
import { checkToolVersion, runTool } from './postgres-tools';

// pg_dump reads one snapshot (a repeatable-read transaction) while the app keeps writing; its
// custom format is compressed and restored by pg_restore, all or nothing.

export async function backupPostgres(databaseUrl: string, target: string): Promise<void> {
  await checkToolVersion('pg_dump', databaseUrl);
  await runTool('pg_dump', ['--format=custom', `--file=${target}`], databaseUrl);
}

const USER_TABLES = `select count(*)::int as n from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema')`;

async function onDatabase<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Restores the archive into the database of `databaseUrl`, which must hold no table unless
 * `force`: then its public schema is emptied first.
 */
export async function restorePostgres(
  archive: string,
  databaseUrl: string,
  force: boolean,
): Promise<void> {
  await checkToolVersion('pg_restore', databaseUrl);
  await onDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(USER_TABLES);
    if (rows[0]!.n === 0) return;
    if (!force) throw new Error('the database is not empty: restore refused (--force empties it)');
    await client.query('drop schema public cascade; create schema public');
  });
  await runTool(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', archive],
    databaseUrl,
  );
}
