import { sql } from 'kysely';
import type { Executor } from '../database';

// What a copy into PostgreSQL reads of the target's catalogue, in the connection's schema.

/** The tables in an order where each comes after those its foreign keys name. */
export async function tablesInDependencyOrder(db: Executor, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rows) {
    if (child !== parent) parents.get(unquoted(child))?.add(unquoted(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('the foreign keys between tables form a cycle');
    for (const table of ready) placed.add(table);
    ordered.push(...ready);
  }
  return ordered;
}

const unquoted = (name: string) => name.replace(/^"|"$/g, '');

/** Every sequence behind a column default, so that new rows get ids past the copied ones. */
export async function resetSequences(db: Executor): Promise<void> {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    select table_name as "table", column_name as "column",
      pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(db);
  for (const { table, column, sequence } of rows) {
    await sql`select setval(${sequence}, coalesce(max(${sql.ref(column)}), 0) + 1, false)
      from ${sql.table(table)}`.execute(db);
  }
}

/** Turns the app's own triggers (books versions, transfer detaching) off or on; the foreign
 * keys stay checked. */
export async function setUserTriggers(db: Executor, tables: string[], on: boolean): Promise<void> {
  for (const table of tables) {
    await sql`alter table ${sql.table(table)} ${sql.raw(on ? 'enable' : 'disable')} trigger user`.execute(
      db,
    );
  }
}

/** Per table, the columns PostgreSQL computes itself (GENERATED ALWAYS), never written. */
export async function generatedColumns(db: Executor): Promise<Map<string, Set<string>>> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and is_generated = 'ALWAYS'`.execute(db);
  const byTable = new Map<string, Set<string>>();
  for (const { table, column } of rows)
    byTable.set(table, (byTable.get(table) ?? new Set()).add(column));
  return byTable;
}
