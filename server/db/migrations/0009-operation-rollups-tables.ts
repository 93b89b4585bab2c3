import { sql, type Kysely } from 'kysely';
import { createIndex, idTable, ownedRef, withOwner } from './0002-finance-helpers';

// Frozen with migration 0009: change nothing here, add a new migration instead.

/** Per account and month ('yyyy-MM' of the operation date): sums of the operations. */
export async function createAccountMonthSums(db: Kysely<any>): Promise<void> {
  const table = withOwner(db.schema.createTable('account_month_sums'))
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('pointed_total', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_month_sums_pk', ['user_id', 'account_id', 'month']);
  await ownedRef(table, 'account_month_sums', 'account_id', 'accounts', 'cascade').execute();
}

/**
 * Per account, category (NULL when undefined), month ('yyyy-MM' of the value date, which split
 * parts carry) and transfer flag: sums of the split parts. One row per key, NULL category
 * included, through a unique index on coalesce(category_id, 0) (ids start at 1).
 */
export async function createCategoryMonthSums(db: Kysely<any>): Promise<void> {
  const table = withOwner(db.schema.createTable('category_month_sums'))
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('category_id', 'bigint')
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('is_transfer', 'smallint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addCheckConstraint('category_month_sums_transfer_ck', sql`is_transfer in (0, 1)`);
  await ownedRef(
    ownedRef(table, 'category_month_sums', 'account_id', 'accounts', 'cascade'),
    'category_month_sums',
    'category_id',
    'categories',
    'cascade',
  ).execute();
  await sql
    .raw(
      'create unique index "category_month_sums_key_uq" on "category_month_sums" ' +
        '(user_id, account_id, coalesce(category_id, 0), month, is_transfer)',
    )
    .execute(db);
  // Budgets, analysis and the home page read months × categories over all accounts.
  await createIndex(db, 'category_month_sums', 'month', ['user_id', 'month', 'category_id']);
}

/** Answers replayed for a repeated Idempotency-Key (issue 9 §8), kept a while then purged. */
export async function createIdempotencyKeys(db: Kysely<any>): Promise<void> {
  await withOwner(db.schema.createTable('idempotency_keys'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await createIndex(db, 'idempotency_keys', 'created', ['created_at']);
}

/** Bank statements the user reconciled an account against: a date and its closing balance. */
export async function createAccountStatements(db: Kysely<any>): Promise<void> {
  const table = idTable(db, 'account_statements')
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('closing_balance', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('account_statements_date_uq', ['user_id', 'account_id', 'date']);
  await ownedRef(table, 'account_statements', 'account_id', 'accounts', 'cascade').execute();
}
