import { CompiledQuery, type Insertable } from 'kysely';
import type { Executor } from './database';
import type { Database } from './schema';

// Many rows inserted with as few statements as the databases' limits on bound values allow, the
// SQL text written once per shape instead of compiled by Kysely for every row: compiling a
// 400-row insert cost about as much as SQLite spent running it (import of 50,000 lines).

/** Bound values per statement: SQLite's SQLITE_MAX_VARIABLE_NUMBER, PostgreSQL's protocol limit. */
const MAX_PARAMETERS = { sqlite: 32_766, postgres: 65_535 } as const;

interface Shape {
  /** `insert into "table" ("a", "b")`, the columns as the dialect names them. */
  head: string;
  numbered: boolean;
}

/** Per dialect (its adapter, which a Kysely instance shares with its transactions). */
const shapes = new WeakMap<object, Map<string, Shape>>();
const texts = new Map<string, string>();

function shapeOf(db: Executor, table: keyof Database, columns: readonly string[]): Shape {
  const adapter = db.getExecutor().adapter;
  const known = shapes.get(adapter) ?? new Map<string, Shape>();
  shapes.set(adapter, known);
  const key = `${table}|${columns.join(',')}`;
  let shape = known.get(key);
  if (!shape) {
    const row = Object.fromEntries(columns.map((column) => [column, null]));
    const { sql } = db
      .insertInto(table)
      .values(row as never)
      .compile();
    const at = sql.lastIndexOf(' values ');
    shape = { head: sql.slice(0, at), numbered: sql.slice(at).includes('$1') };
    known.set(key, shape);
  }
  return shape;
}

function textOf(shape: Shape, columns: number, rows: number): string {
  const key = `${shape.head}|${rows}|${shape.numbered}`;
  let text = texts.get(key);
  if (text === undefined) {
    const groups: string[] = [];
    for (let r = 0; r < rows; r++) {
      const marks = Array.from({ length: columns }, (_, c) =>
        shape.numbered ? `$${r * columns + c + 1}` : '?',
      );
      groups.push(`(${marks.join(', ')})`);
    }
    text = `${shape.head} values ${groups.join(', ')}`;
    if (texts.size > 50) texts.clear();
    texts.set(key, text);
  }
  return text;
}

/** The statements of `rows`: their SQL text and bound values, as many rows each as allowed. */
function* statementsOf<T extends keyof Database>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  maxRows: number,
) {
  const columns = Object.keys(rows[0]!);
  const shape = shapeOf(db, table, columns);
  const limit = MAX_PARAMETERS[shape.numbered ? 'postgres' : 'sqlite'];
  const perStatement = Math.max(1, Math.min(maxRows, Math.floor(limit / columns.length)));
  for (let at = 0; at < rows.length; at += perStatement) {
    const batch = rows.slice(at, at + perStatement) as readonly Record<string, unknown>[];
    const parameters: unknown[] = [];
    for (const row of batch) for (const column of columns) parameters.push(row[column] ?? null);
    yield { text: textOf(shape, columns.length, batch.length), parameters };
  }
}

/**
 * Inserts rows that all have the first row's keys (a value left undefined is written NULL), in
 * statements of as many rows as the parameter limit allows, or `maxRows` if fewer.
 */
export async function bulkInsert<T extends keyof Database>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  maxRows = Infinity,
): Promise<void> {
  if (rows.length === 0) return;
  for (const { text, parameters } of statementsOf(db, table, rows, maxRows)) {
    await db.executeQuery(CompiledQuery.raw(text, parameters));
  }
}

/** bulkInsert answering the new rows' ids in the order of `rows` (ids grow within a statement). */
export async function bulkInsertReturningIds<T extends keyof Database>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  maxRows = Infinity,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids: number[] = [];
  for (const { text, parameters } of statementsOf(db, table, rows, maxRows)) {
    const result = await db.executeQuery<{ id: number | string }>(
      CompiledQuery.raw(`${text} returning "id"`, parameters),
    );
    ids.push(...result.rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}
