import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { createGeneratedUser } from '../../server/features/demo/demo.service';

// The databases of the operations benchmark: what `npm run db:seed -- --users 1 --accounts 20
// --operations N --years 20 --plans 100` makes (bench/seed-cli.ts), in a temporary SQLite file or in a
// dedicated PostgreSQL database that is dropped and made again.

export const PERSON = {
  login: 'bench1',
  password: 'bench1234',
  usageName: 'Bench 1',
  email: 'bench1@pecule.local',
};
const VOLUME = { accounts: 20, categories: 0, payees: 0, plans: 100 };
const YEARS = 20;

export interface BenchDatabase {
  kind: 'sqlite' | 'postgres';
  url: string;
  drop(): Promise<void>;
}

export function sqliteDatabase(): BenchDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-ops-'));
  const url = `file:${path.join(dir, 'bench.db')}`;
  return {
    kind: 'sqlite',
    url,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database `url` names, made anew (its name must start with bench); null if no server answers. */
export async function postgresDatabase(url: string): Promise<BenchDatabase | null> {
  const name = new URL(url).pathname.slice(1);
  if (!/^bench\w*$/.test(name)) throw new Error(`${name}: a bench database must be named bench…`);
  const drop = () =>
    onServer(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  try {
    await drop();
    await onServer(url, (c) => c.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    console.log(`  PostgreSQL at ${url}: ${error instanceof Error ? error.message : error}`);
    return null;
  }
  return { kind: 'postgres', url, drop };
}

/** Migrates and creates bench1 with `operations` operations over 20 years in 20 accounts. */
export async function seed(url: string, operations: number): Promise<void> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db.kysely);
    const options = { operations, years: YEARS, seed: 1, volume: VOLUME };
    await createGeneratedUser(db.kysely, PERSON, options);
    if (db.dialect === 'postgres') {
      // As the server would do soon after such an insert (autovacuum, a checkpoint flushing the
      // seed's pages), rather than during the measures, on the same two cores and disk.
      await sql`VACUUM ANALYZE`.execute(db.kysely);
      await sql`CHECKPOINT`.execute(db.kysely);
    } else {
      await sql`ANALYZE`.execute(db.kysely);
    }
  } finally {
    await db.close();
  }
}

export async function withDb<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(url);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
