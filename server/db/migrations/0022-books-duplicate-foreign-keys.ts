import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

// Issue 11 (incorporating 10,000 lines on PostgreSQL): each row written to the books paid a
// check for each foreign key, and four single-column keys of 0002 check again what 0004's
// owner-scoped keys on the same column check (the row exists, with this owner): dropped on
// PostgreSQL, where each is a trigger per row (about a sixth of an operation insert's checks).
// The composite keys keep their ON DELETE actions. SQLite's are kept: it checks them in-line
// and dropping one would rebuild the table.

const DUPLICATES: readonly [table: string, constraint: string, column: string, target: string][] = [
  ['operations', 'operations_payee_id_fkey', 'payee_id', 'payees'],
  ['operations', 'operations_import_report_id_fkey', 'import_report_id', 'import_reports'],
  ['operations', 'operations_echeance_id_fkey', 'echeance_id', 'echeances'],
  ['split_operations', 'split_operations_operation_id_fkey', 'operation_id', 'operations'],
];

const onDelete = (table: string) => (table === 'split_operations' ? 'cascade' : 'set null');

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, constraint] of DUPLICATES) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(constraint)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, constraint, column, target] of DUPLICATES) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(constraint)}
      foreign key (${sql.id(column)}) references ${sql.table(target)} (id)
      on delete ${sql.raw(onDelete(table))}`.execute(db);
  }
}
