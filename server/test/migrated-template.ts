import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL schema as SQL, its schema name to replace (see databases.ts). */
    postgresTemplate: { schema: string; sql: string } | null;
    /** A migrated SQLite database file, to open in memory as a copy. */
    sqliteTemplateFile: string;
  }
}

const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** pg_dump's plain output, less psql's meta-commands (`\restrict`), which a server refuses. */
const withoutMetaCommands = (dump: string) =>
  dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');

async function dumpMigratedSchema(admin: pg.Client, schema: string): Promise<string> {
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openDatabase(TEST_DATABASE_URL, { schema, poolSize: 1 });
  try {
    await migrateToLatest(db.kysely);
  } finally {
    await db.close();
  }
  const { stdout } = await promisify(execFile)(
    'pg_dump',
    ['--schema', schema, '--no-owner', '--no-privileges', '--inserts', TEST_DATABASE_URL],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return withoutMetaCommands(stdout);
}

async function migratedSqliteFile(dir: string): Promise<string> {
  const file = path.join(dir, 'template.db');
  const db = openDatabase(`file:${file}`);
  await migrateToLatest(db.kysely);
  // A file out of WAL mode, whole in itself, can be opened in memory from its bytes.
  await sql`PRAGMA journal_mode = DELETE`.execute(db.kysely);
  await db.close();
  return file;
}

/**
 * Migrating PostgreSQL takes about a second; the integration files open over a hundred databases
 * on each kind. The migrations run once here, and each database is a copy of their result (server/test/databases.ts
 * migrates as before when pg_dump or PostgreSQL is missing).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-template-'));
  project.provide('sqliteTemplateFile', await migratedSqliteFile(dir));
  const admin = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 2000,
  });
  const schema = `template_${randomBytes(6).toString('hex')}`;
  try {
    await admin.connect();
    project.provide('postgresTemplate', { schema, sql: await dumpMigratedSchema(admin, schema) });
  } catch (error) {
    console.warn(`PostgreSQL test databases are migrated one by one: ${String(error)}`);
    project.provide('postgresTemplate', null);
  }
  return async () => {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
