import { sql } from 'kysely';
import { bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';

export function findBudget(db: Executor, userId: number, budgetId: number) {
  return db
    .selectFrom('budgets')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', '=', budgetId)
    .executeTakeFirst();
}

/** The budget's accounts with the ISO code of their currency, by account id. */
export function findBudgetAccounts(db: Executor, userId: number, budgetId: number) {
  return db
    .selectFrom('budgetAccounts as ba')
    .innerJoin('accounts as a', (join) =>
      join.onRef('a.id', '=', 'ba.accountId').onRef('a.userId', '=', 'ba.userId'),
    )
    .innerJoin('currencies as c', 'c.id', 'a.currencyId')
    .select(['a.id as accountId', 'c.abrv as currency'])
    .where('ba.userId', '=', userId)
    .where('ba.budgetId', '=', budgetId)
    .orderBy('a.id')
    .execute();
}

export function findGoals(db: Executor, userId: number, budgetId: number) {
  return (
    db
      .selectFrom('budgetGoals')
      .select(['categoryId', 'month', 'amount'])
      .where('userId', '=', userId)
      .where('budgetId', '=', budgetId)
      .orderBy('categoryId')
      // The every-month goal (NULL) first on both databases.
      .orderBy(sql`coalesce(month, '')`)
      .execute()
  );
}

export interface GoalKey {
  budgetId: number;
  categoryId: number;
  month: string | null;
}

export async function deleteGoal(db: Executor, userId: number, key: GoalKey) {
  let query = db
    .deleteFrom('budgetGoals')
    .where('userId', '=', userId)
    .where('budgetId', '=', key.budgetId)
    .where('categoryId', '=', key.categoryId);
  query =
    key.month === null ? query.where('month', 'is', null) : query.where('month', '=', key.month);
  await query.execute();
}

export async function insertGoal(db: Executor, userId: number, key: GoalKey, amount: number) {
  await db
    .insertInto('budgetGoals')
    .values({ userId, ...key, amount })
    .execute();
}

export interface GoalRow extends GoalKey {
  userId: number;
  amount: number;
}

export function insertGoals(db: Executor, rows: readonly GoalRow[]) {
  return bulkInsert(db, 'budgetGoals', rows);
}
