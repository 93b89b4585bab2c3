import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export type Executor = Kysely<Database>;

const PG_INT8 = 20;
const PG_DATE = 1082;

/** pg hands BIGINT and DATE back as text: read them once here as numbers and ISO strings. */
function pgTypeParser(oid: number, format?: string) {
  if (oid === PG_INT8) return (value: string) => Number(value);
  if (oid === PG_DATE) return (value: string) => value;
  return pg.types.getTypeParser(oid, format as 'text');
}

export interface OpenOptions {
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  schema?: string;
  poolSize?: number;
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  return url.startsWith('postgres') ? openPostgres(url, options) : openSqlite(url);
}

function openSqlite(url: string): Db {
  const file = url.replace(/^file:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

function openPostgres(url: string, options: OpenOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}
