import type { Executor } from '../../db/database';
import type { BudgetType } from '../../../contract/operations';
import { restoreGoals } from '../survey/budget-goals.service';
import * as repository from './budgets-restore.repository';

export interface RestoredBudget {
  name: string;
  type: BudgetType;
  startDate: string;
  favorite: boolean;
  accountIds: readonly number[];
  goals: readonly { categoryId: number; month: string | null; amount: number }[];
}

/** Restores an exported user's budgets, their accounts and goals; answers the new ids in order. */
export async function restoreBudgets(
  db: Executor,
  userId: number,
  budgets: readonly RestoredBudget[],
): Promise<number[]> {
  const ids = await repository.insertBudgets(
    db,
    budgets.map((b) => ({
      userId,
      name: b.name,
      type: b.type,
      startDate: b.startDate,
      favorite: b.favorite ? 1 : 0,
    })),
  );
  await repository.insertBudgetAccounts(
    db,
    budgets.flatMap((b, i) =>
      b.accountIds.map((accountId) => ({ userId, budgetId: ids[i]!, accountId })),
    ),
  );
  await restoreGoals(
    db,
    budgets.flatMap((b, i) => b.goals.map((goal) => ({ ...goal, userId, budgetId: ids[i]! }))),
  );
  return ids;
}
