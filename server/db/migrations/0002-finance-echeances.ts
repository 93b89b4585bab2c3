import { sql, type Kysely } from 'kysely';
import { createIndex, ownedRef, ownedTable, withOwner } from './0002-finance-helpers';
import { createTagLinks } from './0002-finance-payees';

/** Planned (recurring) operations, their split parts and the budgets they belong to. */
export async function createEcheances(db: Kysely<any>): Promise<void> {
  const echeances = ownedTable(db, 'echeances')
    // Optional: an account is only required when auto_save is on (spec 001 §5).
    .addColumn('account_id', 'bigint')
    .addColumn('to_account_id', 'bigint')
    .addColumn('begin_date', 'date', (c) => c.notNull())
    .addColumn('next_date', 'date')
    .addColumn('frequency', 'varchar(20)', (c) => c.notNull().defaultTo('MONTHLY'))
    .addColumn('auto_save', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('payee_id', 'bigint', (c) => c.references('payees.id').onDelete('set null'))
    .addColumn('type_id', 'integer', (c) => c.references('operation_types.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('operation_type', 'varchar(10)', (c) => c.notNull().defaultTo('SIMPLE'))
    .addColumn('memo', 'varchar(500)')
    .addCheckConstraint(
      'echeances_operation_type_ck',
      sql`operation_type in ('SIMPLE', 'TRANSFER')`,
    );
  await ownedRef(
    ownedRef(echeances, 'echeances', 'account_id', 'accounts', 'cascade'),
    'echeances',
    'to_account_id',
    'accounts',
    'cascade',
  ).execute();

  const splits = ownedTable(db, 'echeance_splits')
    .addColumn('echeance_id', 'bigint', (c) => c.notNull())
    .addColumn('category_id', 'bigint')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('memo', 'varchar(500)');
  await ownedRef(
    ownedRef(splits, 'echeance_splits', 'echeance_id', 'echeances', 'cascade'),
    'echeance_splits',
    'category_id',
    'categories',
  ).execute();
  await createIndex(db, 'echeance_splits', 'echeance', ['user_id', 'echeance_id']);
  await createTagLinks(db, 'echeance_split_tags', 'echeance_split_id', 'echeance_splits');

  const budgets = withOwner(db.schema.createTable('echeance_budgets'))
    .addColumn('echeance_id', 'bigint', (c) => c.notNull())
    .addColumn('budget_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('echeance_budgets_pk', ['user_id', 'echeance_id', 'budget_id']);
  await ownedRef(
    ownedRef(budgets, 'echeance_budgets', 'echeance_id', 'echeances', 'cascade'),
    'echeance_budgets',
    'budget_id',
    'budgets',
    'cascade',
  ).execute();
}
