import type { ForeignBooks } from '../../../../contract/books-import';
import { NATURAL_BUDGET_SIGNS, type GncBook, type GncBudget } from './gnucash-book';
import { toCents } from './gnucash-cents';
import type { GncChart } from './gnucash-chart';

// GnuCash's budgets: an amount per account and period. One budget of monthly periods becomes the
// goals of its income and expense accounts, signed as the transactions are (spending negative).
// GnuCash ≥ 4 stores the amounts with the accounts' own signs (expenses positive, income negative)
// and says so by a book feature; older books stored them as the budget editor showed them, turned
// by a preference the file does not hold: their sign cannot be told, so they are not brought,
// nor are several budgets (Pécule keeps one per source) or periods other than months.

export interface BudgetOutcome {
  budgetGoals: ForeignBooks['budgetGoals'];
  /** The names of the budgets not brought. */
  left: string[];
}

function monthOf(start: string, period: number): string {
  const [year, month] = start.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + period;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const isMonthly = (budget: GncBudget) =>
  budget.recurrence?.periodType === 'month' && budget.recurrence.mult === 1;

export function mapBudgets(book: GncBook, chart: GncChart): BudgetOutcome {
  const [budget, ...others] = book.budgets;
  const bringable =
    budget && others.length === 0 && isMonthly(budget) && book.features.has(NATURAL_BUDGET_SIGNS);
  if (!bringable) return { budgetGoals: [], left: book.budgets.map((b) => b.name || b.guid) };
  const budgetGoals = budget.amounts.flatMap(({ accountGuid, period, amount }) => {
    const categoryKey = chart.categoryKey(accountGuid);
    const cents = -toCents(amount, chart.account(accountGuid)?.scu ?? 100);
    if (categoryKey === null || cents === 0) return [];
    return [{ categoryKey, month: monthOf(budget.recurrence!.start, period), amount: cents }];
  });
  return { budgetGoals, left: [] };
}
