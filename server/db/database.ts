import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase as KyselySqlite,
} from 'kysely';
import { watchPool } from '../metrics/db-metrics';
import { nameMarkedStatements } from './named-statements';
import { statementLogger, timedConnect } from './statement-metrics';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The URL another thread opens to work beside this one: SQLite in a file, PostgreSQL in its
   *  default schema (not an in-memory copy, not a test's own schema). */
  sharedUrl?: string;
  /** PostgreSQL only: the most connections its pool opens. */
  poolSize?: number;
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
  /** SQLite only: an in-memory database starting as a copy of this serialized one (tests). */
  image?: Buffer;
  /** SQLite only: a connection that only reads (a heavy-read worker's, server/db/read-pool.ts). */
  readOnly?: boolean;
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  return url.startsWith('postgres') ? openPostgres(url, options) : openSqlite(url, options);
}

function openSqlite(url: string, { image, readOnly = false }: OpenOptions): Db {
  const file = url.replace(/^file:/, '');
  if (file !== ':memory:' && !readOnly) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }
  const sqlite = new SqliteDatabase(image ?? file, { readonly: readOnly });
  // A reader finds the file in WAL already (its writer set it) and may not change the journal.
  if (!readOnly) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
    log: statementLogger('sqlite'),
  });
  const shared = image === undefined && file !== ':memory:';
  return {
    kysely,
    dialect: 'sqlite',
    ...(shared ? { sharedUrl: url } : {}),
    close: () => kysely.destroy(),
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; better-sqlite3 statements can be reused, and preparing is a
 * good part of a small query's cost, so the most recent ones are kept (least recently used out).
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqlite {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) cache.delete(sql);
      else statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

const PG_POOL_SIZE = 10;

function openPostgres(url: string, options: OpenOptions): Db {
  const poolSize = options.poolSize ?? PG_POOL_SIZE;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection the server ends (a restart, a dropped database) is removed by the pool,
  // which opens another at the next query: without a listener its error would end the process.
  pool.on('error', () => {});
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: timedConnect(nameMarkedStatements(pool)) }),
    plugins: [new CamelCasePlugin()],
    log: statementLogger('postgres'),
  });
  const unwatch = watchPool(pool);
  return {
    kysely,
    dialect: 'postgres',
    poolSize,
    ...(options.schema === undefined ? { sharedUrl: url } : {}),
    close: () => {
      unwatch();
      return kysely.destroy();
    },
  };
}
