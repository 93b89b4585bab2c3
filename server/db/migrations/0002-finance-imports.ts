import type { Kysely } from 'kysely';
import {
  createIndex,
  createSparseIndex,
  idTable,
  ownedRef,
  ownedTable,
} from './0002-finance-helpers';

/** A loaded bank file; its account is chosen after the upload (POST /api/import/{id}). */
export async function createImportReports(db: Kysely<any>): Promise<void> {
  const reports = ownedTable(db, 'import_reports')
    .addColumn('account_id', 'bigint')
    .addColumn('file_name', 'varchar(255)')
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('PENDING'));
  await ownedRef(reports, 'import_reports', 'account_id', 'accounts', 'cascade').execute();
}

/** The lines of a report, after operations exist so that a line can point at its match. */
export async function createImportedOperations(db: Kysely<any>): Promise<void> {
  const lines = idTable(db, 'imported_operations')
    .addColumn('import_report_id', 'bigint', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('value_date', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('label', 'varchar(255)', (c) => c.notNull())
    .addColumn('memo', 'varchar(500)')
    .addColumn('fit_id', 'varchar(100)')
    .addColumn('payee_id', 'bigint', (c) => c.references('payees.id').onDelete('set null'))
    .addColumn('category_id', 'bigint')
    .addColumn('matched_operation_id', 'bigint', (c) =>
      c.references('operations.id').onDelete('set null'),
    )
    .addColumn('merge', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('transfer_operation_id', 'bigint', (c) =>
      c.references('operations.id').onDelete('set null'),
    );
  await ownedRef(
    ownedRef(lines, 'imported_operations', 'import_report_id', 'import_reports', 'cascade'),
    'imported_operations',
    'category_id',
    'categories',
  ).execute();
  await createIndex(db, 'imported_operations', 'report', ['user_id', 'import_report_id']);
  for (const column of ['payee_id', 'matched_operation_id', 'transfer_operation_id']) {
    await createSparseIndex(db, 'imported_operations', column);
  }
}
