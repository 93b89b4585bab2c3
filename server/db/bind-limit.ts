import { chunks } from './chunks';

// How many values one statement may bind, and reads of a list that grows with the user's data
// (operations, their parts) a slice at a time, whatever its length.

/** SQLITE_MAX_VARIABLE_NUMBER of better-sqlite3's SQLite. */
export const SQLITE_MAX_BOUND_VALUES = 32_766;
/** PostgreSQL's protocol counts a statement's parameters on 16 bits. */
export const POSTGRES_MAX_BOUND_VALUES = 65_535;
/**
 * The values of a list one statement binds: far under both limits, so the rest of its filter
 * always has room, and small enough for SQLite and PostgreSQL to seek each value by an index.
 */
export const BOUND_LIST_SIZE = 1_000;

/**
 * `read` of each slice of `items` in turn (never two at once: one connection, one transaction),
 * the rows of every slice in the order of the slices.
 */
export async function chunked<T, R>(
  items: readonly T[],
  read: (slice: readonly T[]) => Promise<readonly R[]>,
  size = BOUND_LIST_SIZE,
): Promise<R[]> {
  const rows: R[] = [];
  for (const slice of chunks(items, size)) {
    // One push per row: spreading a slice's rows as arguments overflows the stack past ~100,000.
    for (const row of await read(slice)) rows.push(row);
  }
  return rows;
}
