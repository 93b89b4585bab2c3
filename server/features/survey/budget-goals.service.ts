import type { BudgetGoalDto, BudgetGoalSaveRequest } from '../../../contract/survey';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import * as repository from './survey.repository';

/** The budget of the user, or 404 (another user's budget is answered as if it did not exist). */
export async function ownBudget(db: Executor, userId: number, budgetId: number) {
  const budget = await repository.findBudget(db, userId, budgetId);
  if (!budget) throw AppError.notFound();
  return budget;
}

/** The budget's goals by category, the every-month goal (month null) before the months. */
export async function listGoals(
  db: Executor,
  userId: number,
  budgetId: number,
): Promise<BudgetGoalDto[]> {
  await ownBudget(db, userId, budgetId);
  return repository.findGoals(db, userId, budgetId);
}

/**
 * Sets the goal of a category (every month, or one month), or clears it (amount null or 0). The
 * category must be the user's: another user's is refused by the database's composite key (404).
 */
export async function saveGoal(
  db: Executor,
  userId: number,
  budgetId: number,
  goal: BudgetGoalSaveRequest,
): Promise<BudgetGoalDto[]> {
  await ownBudget(db, userId, budgetId);
  const key = { budgetId, categoryId: goal.categoryId, month: goal.month };
  const write = async (trx: Executor) => {
    await repository.deleteGoal(trx, userId, key);
    if (goal.amount) await repository.insertGoal(trx, userId, key, goal.amount);
  };
  await inTransaction(db, write);
  return repository.findGoals(db, userId, budgetId);
}

/** Gives an exported user's budget goals to this user, the budgets restored before. */
export async function restoreGoals(db: Executor, goals: readonly repository.GoalRow[]) {
  await repository.insertGoals(db, goals);
}
