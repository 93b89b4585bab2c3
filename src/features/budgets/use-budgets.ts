import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BudgetDto, BudgetSaveInput } from '../../../contract/budgets';
import { deleteBudget, fetchBudgets, saveBudget } from './budgets-api';

/** Query keys of the budgets area (/parameters/budgets, and the budget filters of other areas). */
export const budgetKeys = {
  all: ['budgets'] as const,
  list: () => [...budgetKeys.all, 'list'] as const,
};

export const useBudgets = () => useQuery({ queryKey: budgetKeys.list(), queryFn: fetchBudgets });

/** Creates (budgetId null) or updates a budget; the list follows (a favourite clears the others). */
export function useSaveBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ budgetId, body }: { budgetId: number | null; body: BudgetSaveInput }) =>
      saveBudget(budgetId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
  });
}

/** The body that saves a budget as it is, with the favourite set. */
export const favoriteBody = (budget: BudgetDto): BudgetSaveInput => ({
  name: budget.name,
  startDate: budget.startDate,
  accounts: budget.accounts.map(({ accountId }) => ({ accountId })),
  favorite: true,
});

/** Deletes budgets one after the other; the list follows whatever happened. */
export function useDeleteBudgets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (budgetIds: readonly number[]) => {
      for (const budgetId of budgetIds) await deleteBudget(budgetId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
  });
}
