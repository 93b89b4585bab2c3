import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen with the migrations that use it: change nothing here, add a new helper instead.

export const isPostgres = (db: Kysely<any>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-generated 64-bit primary key on both databases. */
export function idType(db: Kysely<any>) {
  return isPostgres(db) ? sql`bigserial` : sql`integer`;
}

export function idConstraints(db: Kysely<any>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement();
}
