import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { prepareDatabase } from './bootstrap';
import { loadConfig } from './config';
import { createLogger } from './http/logging';
import { openEmptyDatabase, postgresAvailable, TEST_DATABASE_URL } from './test/databases';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrator';
import { migrations } from './db/migrations';

// Several app servers started together on a fresh database (docs/deployment.md): one migrates
// and creates the admin, the others wait for it and find nothing left to do. PostgreSQL only:
// SQLite is one server's file.

async function twoServersOnOneSchema(test: (first: Db, second: Db) => Promise<void>) {
  const first = await openEmptyDatabase('postgres');
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(first.db.kysely);
  const second = openDatabase(TEST_DATABASE_URL, { schema: rows[0]!.s, poolSize: 4 });
  try {
    await test(first.db, second);
  } finally {
    await second.close();
    await first.drop();
  }
}

it.skipIf(!postgresAvailable)(
  'lets two servers migrate a fresh schema at once',
  async () => {
    await twoServersOnOneSchema(async (first, second) => {
      const results = await Promise.all([
        migrateToLatest(first.kysely),
        migrateToLatest(second.kysely),
      ]);
      const applied = results.map((r) => r.results?.length ?? 0);
      expect(applied[0]! + applied[1]!).toBe(Object.keys(migrations).length);
      expect((await migrateToLatest(second.kysely)).results).toEqual([]);
    });
  },
  120_000,
);

it.skipIf(!postgresAvailable)(
  'lets two servers prepare a fresh schema at once',
  async () => {
    await twoServersOnOneSchema(async (first, second) => {
      const config = loadConfig({ ADMIN_PASSWORD: 'first-admin-pass' });
      const logger = createLogger('silent');
      await Promise.all([
        prepareDatabase(first, config, logger),
        prepareDatabase(second, config, logger),
      ]);
      const users = await second.kysely.selectFrom('users').select('login').execute();
      expect(users.map((u) => u.login)).toEqual(['admin']);
    });
  },
  120_000,
);
