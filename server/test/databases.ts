import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrator';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let postgresAnswers: Promise<boolean> | undefined;

function checkPostgres(): Promise<boolean> {
  postgresAnswers ??= (async () => {
    const client = new pg.Client({
      connectionString: TEST_DATABASE_URL,
      connectionTimeoutMillis: 2000,
    });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      return false;
    }
  })();
  return postgresAnswers;
}

export const postgresAvailable = await checkPostgres();
if (!postgresAvailable) {
  if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but no PostgreSQL answers at ${TEST_DATABASE_URL}`);
  }
  console.warn(
    `\n!!! PostgreSQL does not answer at ${TEST_DATABASE_URL}: its integration runs are SKIPPED !!!\n`,
  );
}

export interface DatabaseContext {
  /** The migrated database of this describe block (available from beforeAll on). */
  readonly db: Db;
}

export interface OpenedDatabase {
  db: Db;
  drop(): Promise<void>;
}

/** An empty database of that kind (PostgreSQL: a schema of its own), not migrated. */
export async function openEmptyDatabase(kind: 'sqlite' | 'postgres'): Promise<OpenedDatabase> {
  if (kind === 'sqlite') {
    const db = openDatabase('file::memory:');
    return { db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openDatabase(TEST_DATABASE_URL, { schema, poolSize: 4 });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** The copy of the migrated template of server/test/migrated-template.ts, when there is one. */
async function openTemplateCopy(kind: 'sqlite' | 'postgres'): Promise<OpenedDatabase | undefined> {
  if (kind === 'sqlite') {
    const file = inject('sqliteTemplateFile');
    if (!file) return undefined;
    const db = openDatabase('file::memory:', { image: fs.readFileSync(file) });
    return { db, drop: () => db.close() };
  }
  const template = inject('postgresTemplate');
  if (!template) return undefined;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(template.sql.replaceAll(template.schema, schema));
  const db = openDatabase(TEST_DATABASE_URL, { schema, poolSize: 4 });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

async function openMigrated(kind: 'sqlite' | 'postgres'): Promise<OpenedDatabase> {
  const copy = await openTemplateCopy(kind);
  if (copy) return copy;
  const opened = await openEmptyDatabase(kind);
  await migrateToLatest(opened.db.kysely);
  return opened;
}

/**
 * Runs the same tests on SQLite and on PostgreSQL, each in a fresh database (PostgreSQL: a schema
 * of its own, so parallel files never collide).
 */
export function describeOnDatabases(title: string, body: (ctx: DatabaseContext) => void): void {
  for (const kind of ['sqlite', 'postgres'] as const) {
    const run = kind === 'postgres' && !postgresAvailable ? describe.skip : describe;
    run(`${title} [${kind}]`, () => {
      let opened: OpenedDatabase | undefined;
      beforeAll(async () => {
        opened = await openMigrated(kind);
      });
      afterAll(async () => {
        await opened?.drop();
      });
      body({
        get db() {
          if (!opened) throw new Error('database not open yet: use it inside a test or hook');
          return opened.db;
        },
      });
    });
  }
}
