import { sql, type Kysely } from 'kysely';
import { createIndex, ownedRef, ownedTable, withOwner } from './0002-finance-helpers';

export async function createAccounts(db: Kysely<any>): Promise<void> {
  await ownedTable(db, 'banks')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_name_id', 'integer', (c) => c.references('bank_names.id'))
    .addColumn('bi_bank_id', 'bigint')
    .execute();

  const accounts = ownedTable(db, 'accounts')
    .addColumn('bank_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('number', 'varchar(50)')
    .addColumn('iban', 'varchar(34)')
    .addColumn('owner', 'varchar(100)')
    .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('CU'))
    .addColumn('currency_id', 'integer', (c) =>
      c.notNull().defaultTo(1).references('currencies.id'),
    )
    .addColumn('interest_rate_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('limit_date', 'date')
    .addColumn('favorite', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_import_date', 'varchar(30)')
    .addColumn('bi_account_id', 'bigint')
    .addColumn('bi_sync_error', 'varchar(255)')
    .addColumn('last_bi_sync_date', 'varchar(30)')
    .addColumn('tempo_type', 'varchar(20)')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('last_update_date', 'varchar(30)')
    .addColumn('initial_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('initial_capital', 'bigint')
    .addColumn('monthly_deadline', 'bigint')
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('accounts_interest_rate_ck', sql`interest_rate_bp between 0 and 10000`);
  // A bank with accounts cannot be deleted: the service moves or deletes its accounts first.
  await ownedRef(accounts, 'accounts', 'bank_id', 'banks').execute();
  await createIndex(db, 'accounts', 'bank', ['user_id', 'bank_id']);

  await ownedTable(db, 'tags')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addUniqueConstraint('tags_name_uq', ['user_id', 'name'])
    .execute();

  await ownedTable(db, 'budgets')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(15)', (c) => c.notNull().defaultTo('PREVISIONNEL'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('favorite', 'smallint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('budgets_type_ck', sql`type in ('PLANNED', 'PREVISIONNEL')`)
    .execute();
  // Only one favourite budget per user (spec 001 §4): clear the old one before setting the new.
  await db.schema
    .createIndex('budgets_favorite_uq')
    .on('budgets')
    .column('user_id')
    .unique()
    .where(sql<boolean>`favorite = 1`)
    .execute();

  const budgetAccounts = withOwner(db.schema.createTable('budget_accounts'))
    .addColumn('budget_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('budget_accounts_pk', ['user_id', 'budget_id', 'account_id']);
  await ownedRef(
    ownedRef(budgetAccounts, 'budget_accounts', 'budget_id', 'budgets', 'cascade'),
    'budget_accounts',
    'account_id',
    'accounts',
    'cascade',
  ).execute();

  await createPreferences(db);
}

async function createPreferences(db: Kysely<any>): Promise<void> {
  const preferences = db.schema
    .createTable('preferences')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('currency_id', 'integer', (c) =>
      c.notNull().defaultTo(1).references('currencies.id'),
    )
    .addColumn('main_account_id', 'bigint')
    .addColumn('echeance_delay', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('simple_mode', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_by_date', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('sorted_category_ids', 'text')
    .addColumn('mode_auto_import', 'varchar(10)')
    .addCheckConstraint('preferences_echeance_delay_ck', sql`echeance_delay between 0 and 30`);
  // The main account cannot be deleted (spec 000): no action, the delete fails.
  await ownedRef(preferences, 'preferences', 'main_account_id', 'accounts').execute();
}
