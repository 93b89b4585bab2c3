import { bulkInsert, bulkInsertReturningIds } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import type { BudgetType } from '../../../contract/operations';
import type { Flag } from '../../db/schema';

export function insertBudgets(
  db: Executor,
  rows: readonly {
    userId: number;
    name: string;
    type: BudgetType;
    startDate: string;
    favorite: Flag;
  }[],
) {
  return bulkInsertReturningIds(db, 'budgets', rows);
}

export function insertBudgetAccounts(
  db: Executor,
  rows: readonly { userId: number; budgetId: number; accountId: number }[],
) {
  return bulkInsert(db, 'budgetAccounts', rows);
}
