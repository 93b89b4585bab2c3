import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen with the migrations that use it: change nothing here, add a new helper instead.

export const isPostgres = (db: Kysely<unknown>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-generated 64-bit primary key on both databases. */
export function idType(db: Kysely<unknown>) {
  return isPostgres(db) ? sql`bigserial` : sql`integer`;
}

export function idConstraints(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement();
}
