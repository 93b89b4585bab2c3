import { sql, type Kysely } from 'kysely';
import { idTable, ownedRef, ownedTable, type TableBuilder } from './0002-finance-helpers';
import { isPostgres } from './helpers';

// Frozen with migration 0014: the tables of the import review and of the import history.

const flag = (table: TableBuilder, name: string, defaultValue: 0 | 1) =>
  table.addColumn(name, 'smallint', (c) =>
    c
      .notNull()
      .defaultTo(defaultValue)
      .check(sql`${sql.ref(name)} in (0, 1)`),
  );

/**
 * A reference to a user-owned row that is nulled when the row goes, always checked with its owner
 * (the way of 0004): PostgreSQL nulls only the column of the composite key; SQLite's composite key
 * is NO ACTION and a single-column key nulls the column first.
 */
function ownedSetNull(
  db: Kysely<any>,
  table: TableBuilder,
  name: string,
  column: string,
  parent: string,
): TableBuilder {
  if (isPostgres(db)) return table;
  return table.addForeignKeyConstraint(`${name}_${column}_fk`, ['user_id', column], parent, [
    'user_id',
    'id',
  ]);
}

const columnSetNull = (db: Kysely<any>, parent: string) => (c: any) =>
  isPostgres(db) ? c : c.references(`${parent}.id`).onDelete('set null');

async function addPostgresSetNull(db: Kysely<any>, name: string, refs: [string, string][]) {
  if (!isPostgres(db)) return;
  for (const [column, parent] of refs) {
    await sql
      .raw(
        `alter table "${name}" add constraint "${name}_${column}_fk" foreign key ("user_id", "${column}")
         references "${parent}" ("user_id", "id") on delete set null ("${column}")`,
      )
      .execute(db);
  }
}

const LINE_REFS: [string, string][] = [
  ['payee_id', 'payees'],
  ['category_id', 'categories'],
  ['matched_operation_id', 'operations'],
  ['transfer_operation_id', 'operations'],
  ['echeance_id', 'echeances'],
];

/** The lines of a report under review, replaced by 0014 (0002's table was never written). */
export async function createImportedOperations(db: Kysely<any>): Promise<void> {
  let table = idTable(db, 'imported_operations')
    .addColumn('import_report_id', 'bigint', (c) => c.notNull())
    .addColumn('line_index', 'integer', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('value_date', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('label', 'varchar(255)', (c) => c.notNull())
    .addColumn('memo', 'varchar(500)')
    .addColumn('fit_id', 'varchar(100)')
    .addColumn('fingerprint', 'varchar(44)', (c) => c.notNull())
    .addColumn('occurrence', 'integer', (c) => c.notNull().check(sql`occurrence >= 1`))
    .addColumn('check_number', 'varchar(20)')
    .addColumn('parts', 'text')
    .addColumn('payee_id', 'bigint', columnSetNull(db, 'payees'))
    .addColumn('category_id', 'bigint', columnSetNull(db, 'categories'))
    .addColumn('matched_operation_id', 'bigint', columnSetNull(db, 'operations'))
    .addColumn('match_kind', 'varchar(12)', (c) =>
      c.check(sql`match_kind in ('BANK_ID', 'FINGERPRINT', 'FUZZY', 'PLANNED')`),
    )
    .addColumn('match_day_gap', 'smallint')
    .addColumn('match_similarity', 'smallint', (c) =>
      c.check(sql`match_similarity between 0 and 100`),
    )
    .addColumn('transfer_operation_id', 'bigint', columnSetNull(db, 'operations'))
    .addColumn('echeance_id', 'bigint', columnSetNull(db, 'echeances'))
    .addColumn('echeance_date', 'date');
  for (const [name, value] of [
    ['already_imported', 0],
    ['merge', 0],
    ['included', 1],
    ['edited', 0],
  ] as const) {
    table = flag(table, name, value);
  }
  table = ownedRef(table, 'imported_operations', 'import_report_id', 'import_reports', 'cascade');
  for (const [column, parent] of LINE_REFS) {
    table = ownedSetNull(db, table, 'imported_operations', column, parent);
  }
  await table.execute();
  await addPostgresSetNull(db, 'imported_operations', LINE_REFS);
  await db.schema
    .createIndex('imported_operations_report_idx')
    .on('imported_operations')
    .columns(['user_id', 'import_report_id', 'line_index'])
    .execute();
  for (const [column] of LINE_REFS) {
    await db.schema
      .createIndex(`imported_operations_${column}_idx`)
      .on('imported_operations')
      .columns(['user_id', column])
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
}

/** One incorporation of a report's lines into an account: the account's import history. */
export async function createImportIncorporations(db: Kysely<any>): Promise<void> {
  const table = ownedTable(db, 'import_incorporations')
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)')
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('incorporated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_count', 'integer', (c) => c.notNull().check(sql`created_count >= 0`))
    .addColumn('merged_count', 'integer', (c) => c.notNull().check(sql`merged_count >= 0`))
    .addColumn('closing_balance', 'bigint')
    .addColumn('closing_date', 'date')
    .addColumn('state', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('DONE')
        .check(sql`state in ('DONE', 'REVERTED')`),
    )
    .addColumn('reverted_at', 'varchar(30)')
    .addCheckConstraint(
      'import_incorporations_reverted_ck',
      sql`(state = 'REVERTED') = (reverted_at is not null)`,
    );
  await ownedRef(table, 'import_incorporations', 'account_id', 'accounts', 'cascade').execute();
  await db.schema
    .createIndex('import_incorporations_account_idx')
    .on('import_incorporations')
    .columns(['user_id', 'account_id', 'incorporated_at'])
    .execute();
}

/**
 * What undoing needs of each line an incorporation wrote: the operation it created or merged
 * into, that operation's row version right after (a later edit moves it), and for a merge the
 * bank identity the operation had before and the line itself, to write apart if the merge is
 * undone. An operation is the line of one incorporation at most; deleting it deletes the entry.
 */
export async function createImportIncorporatedLines(db: Kysely<any>): Promise<void> {
  let table = idTable(db, 'import_incorporated_lines')
    .addColumn('incorporation_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('CREATED', 'MERGED')`))
    .addColumn('operation_id', 'bigint', (c) => c.notNull())
    .addColumn('operation_version', 'integer', (c) => c.notNull())
    .addColumn('previous_bank_id', 'varchar(100)')
    .addColumn('previous_fingerprint', 'varchar(44)')
    .addColumn('previous_occurrence', 'integer')
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('value_date', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('label', 'varchar(255)', (c) => c.notNull())
    .addColumn('memo', 'varchar(500)')
    .addColumn('bank_id', 'varchar(100)')
    .addColumn('fingerprint', 'varchar(44)', (c) => c.notNull())
    .addColumn('occurrence', 'integer', (c) => c.notNull().check(sql`occurrence >= 1`))
    .addUniqueConstraint('import_incorporated_lines_operation_uq', ['user_id', 'operation_id']);
  table = ownedRef(
    table,
    'import_incorporated_lines',
    'incorporation_id',
    'import_incorporations',
    'cascade',
  );
  table = ownedRef(table, 'import_incorporated_lines', 'operation_id', 'operations', 'cascade');
  await table.execute();
  await db.schema
    .createIndex('import_incorporated_lines_incorporation_idx')
    .on('import_incorporated_lines')
    .columns(['user_id', 'incorporation_id'])
    .execute();
}
