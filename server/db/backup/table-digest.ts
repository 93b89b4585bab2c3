import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DialectName, Executor } from '../database';
import { inTransaction } from '../transaction';

// What says two databases hold the same rows, whatever their engine and row order: per table,
// the row count, the sum of every integer column (amounts, balances, ids) and a sum of one hash
// per row. Rows are hashed by column name, so SQLite and PostgreSQL agree.

export interface TableDigest {
  rows: number;
  /** Per integer column, the sum of its values (decimal text: sums pass 2^53). */
  sums: Record<string, string>;
  hash: string;
}

const HASH_MODULUS = 1n << 128n;

export class DigestBuilder {
  private rows = 0;
  private readonly sums = new Map<string, bigint>();
  private hash = 0n;

  add(row: Record<string, unknown>): void {
    this.rows++;
    const names = Object.keys(row).sort();
    for (const name of names) {
      const value = row[name];
      if (typeof value === 'number' && Number.isInteger(value)) {
        this.sums.set(name, (this.sums.get(name) ?? 0n) + BigInt(value));
      }
    }
    const text = JSON.stringify(names.map((name) => [name, row[name] ?? null]));
    const digest = createHash('sha256').update(text).digest('hex').slice(0, 32);
    this.hash = (this.hash + BigInt(`0x${digest}`)) % HASH_MODULUS;
  }

  result(): TableDigest {
    const sums = Object.fromEntries([...this.sums].sort().map(([k, v]) => [k, v.toString()]));
    return { rows: this.rows, sums, hash: this.hash.toString(16) };
  }
}

/** The tables of the app's data: every table but the engine's and the migrator's own. */
export async function listTables(db: Executor, dialect: DialectName): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
            and table_name not like 'kysely_%'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name).sort();
}

export async function migrationNames(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name).sort();
}

const PAGE = 5_000;

/**
 * One table's rows in pages of the engine's row address (SQLite's rowid, PostgreSQL's ctid), a
 * total order needing no key; the caller's transaction makes the pages one snapshot.
 */
export async function* tablePages(
  db: Executor,
  dialect: DialectName,
  table: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const raw = db.withoutPlugins();
  let after: unknown = dialect === 'sqlite' ? Number.MIN_SAFE_INTEGER : '(0,0)';
  for (;;) {
    const query =
      dialect === 'sqlite'
        ? sql<Record<string, unknown>>`select rowid as "__at", * from ${sql.table(table)}
            where rowid > ${after} order by rowid limit ${PAGE}`
        : sql<Record<string, unknown>>`select ctid::text as "__at", * from ${sql.table(table)}
            where ctid > ${after}::tid order by ctid limit ${PAGE}`;
    const { rows } = await query.execute(raw);
    if (rows.length === 0) return;
    after = rows.at(-1)!.__at;
    yield rows.map(({ __at, ...row }) => row);
    if (rows.length < PAGE) return;
  }
}

export async function tableDigest(
  db: Executor,
  dialect: DialectName,
  table: string,
): Promise<TableDigest> {
  const builder = new DigestBuilder();
  for await (const rows of tablePages(db, dialect, table)) for (const row of rows) builder.add(row);
  return builder.result();
}

/** Every table's digest, in one transaction (one snapshot). */
export async function databaseDigest(
  db: Executor,
  dialect: DialectName,
): Promise<Record<string, TableDigest>> {
  const work = async (trx: Executor) => {
    const digests: Record<string, TableDigest> = {};
    for (const table of await listTables(trx, dialect))
      digests[table] = await tableDigest(trx, dialect, table);
    return digests;
  };
  return inTransaction(db, work, 'repeatable read');
}

/** The tables whose digests differ, each with both sides. */
export function digestDifferences(
  left: Record<string, TableDigest>,
  right: Record<string, TableDigest>,
): string[] {
  const tables = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return tables
    .filter((table) => JSON.stringify(left[table]) !== JSON.stringify(right[table]))
    .map((table) => `${table}: ${JSON.stringify(left[table])} ≠ ${JSON.stringify(right[table])}`);
}
