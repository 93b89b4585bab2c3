import { sql, type Kysely } from 'kysely';
import { idTable, ownedRef } from './0002-finance-helpers';

// Issue 10 §2: the occurrences of planned operations that became or matched a real operation.
//
// - echeance_occurrences: one row per plan and due date (the unique key makes the autoSave job
//   save each occurrence once, however many servers run it), SAVED (the job wrote the operation)
//   or MATCHED (the user linked an existing operation). The operation is referenced through
//   (user_id, operation_id), so it is always the owner's; deleting it deletes the row and the
//   occurrence is planned again (the job never saves it twice: next_date has moved past it).
//   An operation stands for one occurrence at most. (operations_owner_uq of 0004 is the key.)
// - preferences.echeance_catch_up: what the job does with dates missed while no server ran.
// - echeances (next_date) of the autoSave plans: the job finds the due ones without a scan.

export async function up(db: Kysely<any>): Promise<void> {
  const table = idTable(db, 'echeance_occurrences')
    .addColumn('echeance_id', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('operation_id', 'bigint')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('echeance_occurrences_state_ck', sql`state in ('SAVED', 'MATCHED')`)
    .addCheckConstraint(
      'echeance_occurrences_matched_ck',
      sql`state = 'SAVED' or operation_id is not null`,
    )
    .addUniqueConstraint('echeance_occurrences_due_uq', ['user_id', 'echeance_id', 'due_date'])
    .addUniqueConstraint('echeance_occurrences_operation_uq', ['user_id', 'operation_id']);
  await ownedRef(
    ownedRef(table, 'echeance_occurrences', 'echeance_id', 'echeances', 'cascade'),
    'echeance_occurrences',
    'operation_id',
    'operations',
    'cascade',
  ).execute();
  await db.schema
    .alterTable('preferences')
    .addColumn('echeance_catch_up', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('ALL')
        .check(sql`echeance_catch_up in ('ALL', 'LATEST', 'NONE')`),
    )
    .execute();
  await db.schema
    .createIndex('echeances_autosave_idx')
    .on('echeances')
    .column('next_date')
    .where(sql.ref('auto_save'), '=', 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('echeances_autosave_idx').execute();
  await db.schema.alterTable('preferences').dropColumn('echeance_catch_up').execute();
  await db.schema.dropTable('echeance_occurrences').execute();
}
