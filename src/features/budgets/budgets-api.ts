import { NEW_BUDGET_ID, type BudgetDto, type BudgetSaveInput } from '../../../contract/budgets';
import { api } from '../../lib/api';

export async function fetchBudgets(): Promise<BudgetDto[]> {
  return (await api.get<BudgetDto[]>('/api/budgets')).data;
}

/** POST /api/budgets/{budgetId}: creates a budget (no id yet) or updates it. */
export async function saveBudget(
  budgetId: number | null,
  body: BudgetSaveInput,
): Promise<BudgetDto> {
  return (await api.post<BudgetDto>(`/api/budgets/${budgetId ?? NEW_BUDGET_ID}`, body)).data;
}

export async function deleteBudget(budgetId: number): Promise<void> {
  await api.delete(`/api/budgets/${budgetId}`);
}
