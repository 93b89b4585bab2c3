import { sql } from 'kysely';
import { bulkInsert } from '../bulk-insert';
import { openDatabase, type Db, type Executor } from '../database';
import { migrateToLatest } from '../migrator';
import type { Database } from '../schema';
import {
  generatedColumns,
  resetSequences,
  setUserTriggers,
  tablesInDependencyOrder,
} from './postgres-catalogue';
import {
  DigestBuilder,
  digestDifferences,
  listTables,
  migrationNames,
  tableDigest,
  tablePages,
  type TableDigest,
} from './table-digest';

// Moves a SQLite database to PostgreSQL: every table the source holds, read in one snapshot and
// written in one transaction, in batches, in foreign-key order, with the target's own triggers
// off so that rows arrive as they were. Before committing, every table is read back: a row count,
// an integer column's sum or a row hash that differs rolls the whole copy back.

export interface CopyReport {
  tables: Record<string, TableDigest>;
  ms: number;
}

async function checkTarget(source: Db, target: Db): Promise<string[]> {
  const [from, to] = [await migrationNames(source.kysely), await migrationNames(target.kysely)];
  if (JSON.stringify(from) !== JSON.stringify(to)) {
    throw new Error('source and target are not at the same migration: update both to this version');
  }
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(
    target.kysely,
  );
  if (rows[0]!.n > 0) throw new Error('the target database holds users: copy refused');
  const [tables, targetTables] = [
    await listTables(source.kysely, source.dialect),
    await listTables(target.kysely, target.dialect),
  ];
  if (JSON.stringify(tables) !== JSON.stringify(targetTables)) {
    throw new Error(`the databases' tables differ: ${tables.join()} / ${targetTables.join()}`);
  }
  return tablesInDependencyOrder(target.kysely, tables);
}

async function copyTable(
  from: Executor,
  to: Executor,
  table: string,
  { batchRows, computed }: { batchRows: number; computed: Set<string> | undefined },
): Promise<TableDigest> {
  const builder = new DigestBuilder();
  const written = (row: Record<string, unknown>) =>
    computed ? Object.fromEntries(Object.entries(row).filter(([key]) => !computed.has(key))) : row;
  for await (const rows of tablePages(from, 'sqlite', table)) {
    for (const row of rows) builder.add(row);
    const values = rows.map(written) as never[];
    await bulkInsert(to.withoutPlugins(), table as keyof Database, values, batchRows);
  }
  return builder.result();
}

async function copyAll(source: Db, target: Db, tables: string[], batchRows: number) {
  return source.kysely.transaction().execute((from) =>
    target.kysely.transaction().execute(async (to) => {
      await setUserTriggers(to, tables, false);
      for (const table of [...tables].reverse())
        await sql`delete from ${sql.table(table)}`.execute(to);
      const generated = await generatedColumns(to);
      const copied: Record<string, TableDigest> = {};
      for (const table of tables) {
        const computed = generated.get(table);
        copied[table] = await copyTable(from, to, table, { batchRows, computed });
        // Statistics before the next tables' key checks plan their lookups into this one.
        await sql`analyze ${sql.table(table)}`.execute(to);
      }
      // Deferred keys (transfer pairs) checked now: a table with pending checks cannot be altered.
      await sql`set constraints all immediate`.execute(to);
      await setUserTriggers(to, tables, true);
      await resetSequences(to);
      const written: Record<string, TableDigest> = {};
      for (const table of tables) written[table] = await tableDigest(to, 'postgres', table);
      const differences = digestDifferences(copied, written);
      if (differences.length > 0) {
        throw new Error(`copy rolled back, tables differ:\n${differences.join('\n')}`);
      }
      return copied;
    }),
  );
}

/**
 * Copies the SQLite database of `sourceUrl` into the PostgreSQL database of `targetUrl`, both
 * first brought to this version's migrations; the target must hold no user yet.
 */
export async function copyDatabase(
  sourceUrl: string,
  targetUrl: string,
  { batchRows = 5_000, schema }: { batchRows?: number; schema?: string } = {},
): Promise<CopyReport> {
  if (!sourceUrl.startsWith('file:')) throw new Error('--from must be a SQLite file: URL');
  if (!targetUrl.startsWith('postgres')) throw new Error('--to must be a postgres:// URL');
  const started = performance.now();
  const source = openDatabase(sourceUrl);
  const target = openDatabase(targetUrl, { schema });
  try {
    await migrateToLatest(source.kysely);
    await migrateToLatest(target.kysely);
    const tables = await checkTarget(source, target);
    const copied = await copyAll(source, target, tables, batchRows);
    return { tables: copied, ms: Math.round(performance.now() - started) };
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}
