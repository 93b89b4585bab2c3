import { sql, type Kysely } from 'kysely';
import {
  createIndex,
  createSparseIndex,
  idTable,
  ownedRef,
  withOwner,
} from './0002-finance-helpers';

// Sized for 200,000 operations per user. Every operation has at least one split part (its
// category, NULL when undefined); a split part repeats its operation's owner, account and value
// date so that sums by month × category or month × account read one covering index only.

export async function createOperations(db: Kysely<any>): Promise<void> {
  // No (user_id, id) key on the two biggest tables (one index less): children refer to them by id.
  const operations = idTable(db, 'operations')
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('operation_type', 'varchar(10)', (c) => c.notNull().defaultTo('SIMPLE'))
    // Both legs of a transfer carry the id of the source (debit) leg.
    .addColumn('transfer_id', 'bigint')
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('value_date', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(1)')
    .addColumn('type_id', 'integer', (c) => c.references('operation_types.id'))
    .addColumn('payee_id', 'bigint', (c) => c.references('payees.id').onDelete('set null'))
    .addColumn('memo', 'varchar(500)')
    .addColumn('import_report_id', 'bigint', (c) =>
      c.references('import_reports.id').onDelete('set null'),
    )
    .addColumn('echeance_id', 'bigint', (c) => c.references('echeances.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('operations_type_ck', sql`operation_type in ('SIMPLE', 'TRANSFER')`)
    .addCheckConstraint('operations_state_ck', sql`state = 'P'`);
  await ownedRef(operations, 'operations', 'account_id', 'accounts', 'cascade').execute();
  // Keyset pagination of one account's operations, by value date or by date.
  await createIndex(db, 'operations', 'value_date', ['user_id', 'account_id', 'value_date', 'id']);
  await createIndex(db, 'operations', 'date', ['user_id', 'account_id', 'date', 'id']);
  for (const column of ['payee_id', 'transfer_id', 'echeance_id', 'import_report_id']) {
    await createSparseIndex(db, 'operations', column);
  }

  const splits = idTable(db, 'split_operations')
    .addColumn('operation_id', 'bigint', (c) =>
      c.notNull().references('operations.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('category_id', 'bigint')
    .addColumn('value_date', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('memo', 'varchar(500)');
  // A category used by operations cannot be deleted (spec 001 §4): no action.
  await ownedRef(
    ownedRef(splits, 'split_operations', 'account_id', 'accounts', 'cascade'),
    'split_operations',
    'category_id',
    'categories',
  ).execute();
  await createIndex(db, 'split_operations', 'operation', ['operation_id']);
  await createIndex(db, 'split_operations', 'category_sum', [
    'user_id',
    'category_id',
    'value_date',
    'amount',
  ]);
  await createIndex(db, 'split_operations', 'account_sum', [
    'user_id',
    'account_id',
    'value_date',
    'amount',
  ]);

  const tags = withOwner(db.schema.createTable('split_operation_tags'))
    .addColumn('split_operation_id', 'bigint', (c) =>
      c.notNull().references('split_operations.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('split_operation_tags_pk', ['split_operation_id', 'tag_id']);
  await ownedRef(tags, 'split_operation_tags', 'tag_id', 'tags', 'cascade').execute();
  await createIndex(db, 'split_operation_tags', 'tag', ['user_id', 'tag_id']);
}
