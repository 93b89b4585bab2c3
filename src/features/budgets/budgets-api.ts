import { NEW_BUDGET_ID, type BudgetDto, type BudgetSaveInput } from '../../../contract/budgets';
import * as budgetsApi from '../../../contract/endpoints/budgets';
import { callEndpoint } from '../../lib/api';

export const fetchBudgets = (): Promise<BudgetDto[]> => callEndpoint(budgetsApi.listBudgets, {});

/** Creates a budget (no id yet) or updates it. */
export const saveBudget = (budgetId: number | null, body: BudgetSaveInput): Promise<BudgetDto> =>
  callEndpoint(budgetsApi.saveBudget, {
    params: { budgetId: String(budgetId ?? NEW_BUDGET_ID) },
    body,
  });

export const deleteBudget = (budgetId: number): Promise<void> =>
  callEndpoint(budgetsApi.deleteBudget, { params: { budgetId: String(budgetId) } });
