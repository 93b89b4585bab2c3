import { sql, type Kysely } from 'kysely';
import { ownedRef } from './0002-finance-helpers';
import { idConstraints, idType } from './helpers';

// Issue 10 (survey): the goal of a budget for a category, the survey's third sum (spec 002 §3).
//
// - One goal per budget, category and month: `month` NULL is the goal of every month, a
//   'yyyy-MM' month overrides it for that month only. A unique index on coalesce(month, '')
//   keeps one row per key, the NULL month included.
// - amount: signed integer cents like the operations (negative for spending), never 0 (clearing
//   a goal deletes its row).
// - The budget and the category are the owner's, through (user_id, id) composite keys; deleting
//   either deletes its goals.

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema
    .createTable('budget_goals')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('budget_id', 'bigint', (c) => c.notNull())
    .addColumn('category_id', 'bigint', (c) => c.notNull())
    .addColumn('month', 'varchar(7)')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addCheckConstraint('budget_goals_amount_ck', sql`amount <> 0`)
    .addCheckConstraint(
      'budget_goals_month_ck',
      sql`month is null or (length(month) = 7 and substr(month, 5, 1) = '-'
        and substr(month, 6, 2) between '01' and '12' and substr(month, 1, 4) between '1900' and '2999')`,
    );
  await ownedRef(
    ownedRef(table, 'budget_goals', 'budget_id', 'budgets', 'cascade'),
    'budget_goals',
    'category_id',
    'categories',
    'cascade',
  ).execute();
  await sql
    .raw(
      'create unique index "budget_goals_key_uq" on "budget_goals" ' +
        "(user_id, budget_id, category_id, coalesce(month, ''))",
    )
    .execute(db);
  // The category side of the composite key, for the cascade when a category is deleted.
  await db.schema
    .createIndex('budget_goals_category_idx')
    .on('budget_goals')
    .columns(['user_id', 'category_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('budget_goals').execute();
}
