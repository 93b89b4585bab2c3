import { sql } from 'kysely';
import type { Executor } from './database';

// PostgreSQL: unnest's arrays are cast to their columns' types, read from the catalogue of the
// table the connection's search path names (a test schema, or public).

/** The array type of each column of `head` (`insert into "t" ("a", "b")`), in its order. */
export async function arrayColumnTypes(
  db: Executor,
  table: string,
  head: string,
): Promise<string[]> {
  const columns = [...head.slice(head.indexOf('(')).matchAll(/"([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const { rows } = await sql<{ name: string; type: string }>`
    select attname as name, format_type(atttypid, null) as type
    from pg_attribute
    where attrelid = to_regclass(${table}) and attnum > 0 and not attisdropped`.execute(db);
  const types = new Map(rows.map((row) => [row.name, row.type]));
  return columns.map((column) => {
    const type = types.get(column);
    if (type === undefined) throw new Error(`${table}.${column}: no such column`);
    return `${type}[]`;
  });
}
