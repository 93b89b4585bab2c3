import { sql, type Kysely } from 'kysely';
import { createImportedOperations as createImportedOperations0002 } from './0002-finance-imports';
import { tableRules } from './0004-finance-integrity-rules';
import { rebuildTable, withForeignKeysOff } from './0004-finance-integrity-sqlite';
import {
  createImportedOperations,
  createImportIncorporatedLines,
  createImportIncorporations,
} from './0014-import-lines';
import { isPostgres } from './helpers';

// Issue 11: what the import of bank files needs to outlive its report.
//
// - operations: the bank's own id of the line (OFX FITID, CAMT reference, aggregator id), the
//   strict fingerprint (date, amount, folded label) and its occurrence counter (the n-th identical
//   line of a day), each unique per account where set: a line can join an account's books once.
//   (user_id, account_id, amount, date) serves the fuzzy match of a batch of lines.
// - accounts.import_csv_layout: the CSV column mapping the user confirmed for the account (JSON).
// - payees.import_excluded: the payee is never given to imported lines by its keywords.
// - import_reports: one statement of an uploaded file under review (a file with several accounts
//   gives one report each), with what the file says of it and, for a CSV, its text and layout so
//   that a corrected mapping reads it again.
// - imported_operations: recreated (0002's table was never written) with the match and its reason.
// - import_incorporations and import_incorporated_lines: the account's import history and what
//   undoing a merge or reverting an import needs; they do not depend on the report.

// SQLite adds a CHECK to an existing table only with a new column: the report's enumerations ride
// on statement_index, which goes with them on the way down.
const REPORT_RULES = `statement_index >= 0 and status in ('PENDING', 'INCORPORATED')
  and format in ('OFX', 'QFX', 'QIF', 'CAMT053', 'CSV')`;
const REPORT_COLUMNS: [string, string][] = [
  [
    'statement_index',
    `smallint not null default 0 constraint "import_reports_rules_ck" check (${REPORT_RULES})`,
  ],
  ['account_number', 'varchar(50)'],
  ['currency', 'varchar(3)'],
  ['opening_balance', 'bigint'],
  ['opening_date', 'date'],
  ['closing_balance', 'bigint'],
  ['closing_date', 'date'],
  ['skipped_rows', 'integer not null default 0'],
  ['csv_layout', 'text'],
  ['file_text', 'text'],
];
const HISTORY_TABLES = [
  'import_incorporated_lines',
  'import_incorporations',
  'imported_operations',
];

async function addOperationIdentity(db: Kysely<any>) {
  await db.schema.alterTable('operations').addColumn('bank_id', 'varchar(100)').execute();
  await db.schema.alterTable('operations').addColumn('fingerprint', 'varchar(44)').execute();
  await db.schema
    .alterTable('operations')
    .addColumn('occurrence', 'integer', (c) =>
      c.check(
        sql`(fingerprint is null) = (occurrence is null) and (occurrence is null or occurrence >= 1)`,
      ),
    )
    .execute();
  await sql`create unique index "operations_bank_id_uq" on "operations" (user_id, account_id, bank_id)
    where bank_id is not null`.execute(db);
  await sql`create unique index "operations_fingerprint_uq"
    on "operations" (user_id, account_id, fingerprint, occurrence)
    where fingerprint is not null`.execute(db);
  await sql`create index "operations_amount_idx" on "operations" (user_id, account_id, amount, date)`.execute(
    db,
  );
}

async function addFlags(db: Kysely<any>) {
  await db.schema.alterTable('accounts').addColumn('import_csv_layout', 'text').execute();
  await db.schema
    .alterTable('payees')
    .addColumn('import_excluded', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`import_excluded in (0, 1)`),
    )
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await addOperationIdentity(db);
  await addFlags(db);
  await db.schema.dropTable('imported_operations').execute();
  for (const [name, type] of REPORT_COLUMNS) {
    await sql.raw(`alter table "import_reports" add column "${name}" ${type}`).execute(db);
  }
  await createImportedOperations(db);
  await createImportIncorporations(db);
  await createImportIncorporatedLines(db);
}

/** 0002's table of report lines with the owner checks of 0004. */
async function restoreImportedOperations(db: Kysely<any>) {
  const rules = tableRules(isPostgres(db)).find((r) => r.table === 'imported_operations')!;
  await createImportedOperations0002(db);
  if (!isPostgres(db)) {
    await withForeignKeysOff(db, (trx) => rebuildTable(trx, rules));
    return;
  }
  for (const constraint of rules.constraints) {
    await sql.raw(`alter table "imported_operations" add ${constraint}`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of HISTORY_TABLES) await db.schema.dropTable(table).execute();
  if (isPostgres(db)) {
    await sql`alter table "import_reports" drop constraint "import_reports_rules_ck"`.execute(db);
  }
  for (const [name] of REPORT_COLUMNS) {
    await db.schema.alterTable('import_reports').dropColumn(name).execute();
  }
  await restoreImportedOperations(db);
  await db.schema.alterTable('payees').dropColumn('import_excluded').execute();
  await db.schema.alterTable('accounts').dropColumn('import_csv_layout').execute();
  for (const index of [
    'operations_amount_idx',
    'operations_fingerprint_uq',
    'operations_bank_id_uq',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['occurrence', 'fingerprint', 'bank_id']) {
    await db.schema.alterTable('operations').dropColumn(column).execute();
  }
}
