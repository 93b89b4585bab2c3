import type { Executor } from '../../db/database';

const BUDGET_COLUMNS = ['id', 'name', 'type', 'startDate', 'favorite'] as const;

export function findBudgetsOfUser(db: Executor, userId: number) {
  return db.selectFrom('budgets').select(BUDGET_COLUMNS).where('userId', '=', userId).execute();
}

export function findBudget(db: Executor, userId: number, budgetId: number) {
  return db
    .selectFrom('budgets')
    .select(BUDGET_COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', budgetId)
    .executeTakeFirst();
}

/** The accounts of the user's budgets (of one budget when given). */
export function findBudgetAccounts(db: Executor, userId: number, budgetId?: number) {
  let query = db
    .selectFrom('budgetAccounts')
    .select(['budgetId', 'accountId'])
    .where('userId', '=', userId);
  if (budgetId !== undefined) query = query.where('budgetId', '=', budgetId);
  return query.execute();
}

export interface BudgetRow {
  name: string;
  startDate: string;
}

export async function insertBudget(db: Executor, userId: number, budget: BudgetRow) {
  const row = await db
    .insertInto('budgets')
    .values({ userId, ...budget })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBudget(
  db: Executor,
  userId: number,
  budgetId: number,
  budget: BudgetRow,
) {
  await db
    .updateTable('budgets')
    .set(budget)
    .where('userId', '=', userId)
    .where('id', '=', budgetId)
    .execute();
}

export async function replaceBudgetAccounts(
  db: Executor,
  userId: number,
  budgetId: number,
  accountIds: readonly number[],
) {
  await db
    .deleteFrom('budgetAccounts')
    .where('userId', '=', userId)
    .where('budgetId', '=', budgetId)
    .execute();
  await db
    .insertInto('budgetAccounts')
    .values(accountIds.map((accountId) => ({ userId, budgetId, accountId })))
    .execute();
}

/** Clears the user's favourite first: the unique partial index allows one at a time. */
export async function setFavorite(db: Executor, userId: number, budgetId: number, on: boolean) {
  await db
    .updateTable('budgets')
    .set({ favorite: 0 })
    .where('userId', '=', userId)
    .where('favorite', '=', 1)
    .execute();
  if (!on) return;
  await db
    .updateTable('budgets')
    .set({ favorite: 1 })
    .where('userId', '=', userId)
    .where('id', '=', budgetId)
    .execute();
}

/** Its accounts and planned-operation links go with it (ON DELETE CASCADE). */
export async function deleteBudget(db: Executor, userId: number, budgetId: number) {
  await db.deleteFrom('budgets').where('userId', '=', userId).where('id', '=', budgetId).execute();
}
