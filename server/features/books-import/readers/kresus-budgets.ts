import type { ForeignBooks } from '../../../../contract/books-import';
import type { KresusBudget, KresusWorld } from './kresus-export-schema';
import { kresusCents } from './kresus-values';

// Kresus's budgets: a threshold per category and month (months from 0) for one view, a view being
// a set of accounts, negative for spending as the transactions are. Kresus writes a row without
// threshold for every category of each month its budget page shows: those are no budget. A
// category and month whose views disagree cannot be one goal here.

export interface KresusBudgetGoals {
  budgetGoals: ForeignBooks['budgetGoals'];
  /** Budgets left behind: views disagreeing, or a category the file lacks. */
  left: number;
}

const monthOf = (b: KresusBudget) => `${b.year}-${String(b.month + 1).padStart(2, '0')}`;

export function kresusBudgetGoals(world: KresusWorld): KresusBudgetGoals {
  const categories = new Set(world.categories.map((c) => c.id));
  const set = world.budgets.filter((b) => b.threshold != null && b.threshold !== 0);
  const byGoal = new Map<string, KresusBudget[]>();
  for (const budget of set) {
    const goal = `${budget.categoryId} ${monthOf(budget)}`;
    byGoal.set(goal, [...(byGoal.get(goal) ?? []), budget]);
  }
  const budgetGoals: ForeignBooks['budgetGoals'] = [];
  let left = 0;
  for (const budgets of byGoal.values()) {
    const amounts = new Set(budgets.map((b) => kresusCents(b.threshold ?? 0)));
    const [first] = budgets;
    const [amount] = [...amounts];
    if (!first || amount === undefined || amounts.size !== 1 || !categories.has(first.categoryId)) {
      left += budgets.length;
      continue;
    }
    budgetGoals.push({ categoryKey: String(first.categoryId), month: monthOf(first), amount });
  }
  return { budgetGoals, left };
}
