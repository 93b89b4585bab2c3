import type { Executor } from '../../db/database';

// The forecast views' own read: a budget of the user and its accounts (budgets, budget_accounts).

export function findBudget(db: Executor, userId: number, budgetId: number) {
  return db
    .selectFrom('budgets')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '=', budgetId)
    .executeTakeFirst();
}

export async function findBudgetAccountIds(db: Executor, userId: number, budgetId: number) {
  const rows = await db
    .selectFrom('budgetAccounts')
    .select('accountId')
    .where('userId', '=', userId)
    .where('budgetId', '=', budgetId)
    .execute();
  return rows.map((row) => row.accountId);
}
