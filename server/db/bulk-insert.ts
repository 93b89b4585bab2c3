import { CompiledQuery, type Insertable } from 'kysely';
import { SQLITE_MAX_BOUND_VALUES } from './bind-limit';
import { arrayColumnTypes } from './bulk-insert-types';
import type { Executor } from './database';
import type { Database } from './schema';

// Many rows inserted with few statements, the SQL text written once per shape instead of
// compiled by Kysely for every row (compiling a 400-row insert cost about as much as SQLite spent
// running it). SQLite binds every value (`values (?, ?), (?, ?)`, up to its parameter limit);
// PostgreSQL reads one array per column (`select * from unnest($1::bigint[], …)`): binding and
// parsing 200,000 values of a 10,000-line incorporation took longer than writing the rows.

/**
 * PostgreSQL rows per statement, which binds one array per column whatever the rows: a bound on
 * the arrays held in memory at once.
 */
const POSTGRES_MAX_ROWS = 10_000;

interface Shape {
  /** `insert into "table" ("a", "b")`, the columns as the dialect names them. */
  head: string;
  table: string;
  postgres: boolean;
  /** PostgreSQL: the array type of each column, read from the catalogue once. */
  arrayTypes?: readonly string[];
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
    const sqlTable = /^insert into "([^"]+)"/.exec(sql)?.[1] ?? table;
    shape = { head: sql.slice(0, at), table: sqlTable, postgres: sql.slice(at).includes('$1') };
    known.set(key, shape);
  }
  return shape;
}

function valuesText(shape: Shape, columns: number, rows: number): string {
  const key = `${shape.head}|${rows}`;
  let text = texts.get(key);
  if (text === undefined) {
    const group = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
    text = `${shape.head} values ${Array.from({ length: rows }, () => group).join(', ')}`;
    if (texts.size > 50) texts.clear();
    texts.set(key, text);
  }
  return text;
}

const unnestText = (shape: Shape, arrayTypes: readonly string[]) =>
  `${shape.head} select * from unnest(${arrayTypes.map((type, i) => `$${i + 1}::${type}`).join(', ')})`;

type Row = Record<string, unknown>;

/** The statements of `rows`: their SQL text and bound values, as many rows each as allowed. */
async function* statementsOf<T extends keyof Database>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  maxRows: number,
) {
  const columns = Object.keys(rows[0]!);
  const shape = shapeOf(db, table, columns);
  const limit = shape.postgres
    ? POSTGRES_MAX_ROWS
    : Math.floor(SQLITE_MAX_BOUND_VALUES / columns.length);
  const perStatement = Math.max(1, Math.min(maxRows, limit));
  if (shape.postgres) shape.arrayTypes ??= await arrayColumnTypes(db, shape.table, shape.head);
  for (let at = 0; at < rows.length; at += perStatement) {
    const batch = rows.slice(at, at + perStatement) as readonly Row[];
    if (shape.arrayTypes) {
      const parameters = columns.map((column) => batch.map((row) => row[column] ?? null));
      yield { text: unnestText(shape, shape.arrayTypes), parameters };
      continue;
    }
    const parameters: unknown[] = [];
    for (const row of batch) for (const column of columns) parameters.push(row[column] ?? null);
    yield { text: valuesText(shape, columns.length, batch.length), parameters };
  }
}

/**
 * Inserts rows that all have the first row's keys (a value left undefined is written NULL), in
 * statements of as many rows as the databases allow, or `maxRows` if fewer.
 */
export async function bulkInsert<T extends keyof Database>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  maxRows = Infinity,
): Promise<void> {
  if (rows.length === 0) return;
  for await (const { text, parameters } of statementsOf(db, table, rows, maxRows)) {
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
  for await (const { text, parameters } of statementsOf(db, table, rows, maxRows)) {
    const result = await db.executeQuery<{ id: number | string }>(
      CompiledQuery.raw(`${text} returning "id"`, parameters),
    );
    ids.push(...result.rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}
