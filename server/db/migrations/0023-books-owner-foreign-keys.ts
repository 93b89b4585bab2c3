import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

// Issue 11 (incorporating 10,000 lines on PostgreSQL), after 0022: the rows written in bulk
// still paid a check of `user_id` against users, which the owner-scoped key on a column that is
// never NULL already makes (its target row has this owner, and that owner's row cascades to it):
// dropped on PostgreSQL, where each is a trigger per row. Deleting a user still deletes every row
// in one statement, through the accounts, reports and incorporations that own them. The parts keep
// theirs: deleting a user deletes its categories too, and a part whose deletion waited for its
// account's cascade would still hold its category when that key (no action) is checked. SQLite's
// are kept (0022 says why).

const DUPLICATES: readonly [table: string, constraint: string, column: string, target: string][] = [
  ['operations', 'operations_user_id_fkey', 'user_id', 'users'],
  ['split_operation_tags', 'split_operation_tags_user_id_fkey', 'user_id', 'users'],
  [
    'split_operation_tags',
    'split_operation_tags_split_operation_id_fkey',
    'split_operation_id',
    'split_operations',
  ],
  ['imported_operations', 'imported_operations_user_id_fkey', 'user_id', 'users'],
  ['import_incorporated_lines', 'import_incorporated_lines_user_id_fkey', 'user_id', 'users'],
];

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
      on delete cascade`.execute(db);
  }
}
