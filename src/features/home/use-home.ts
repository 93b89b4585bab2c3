import { useQuery } from '@tanstack/react-query';
import type { IsoDate } from '../../../contract/dates';
import { fetchBudgetMonth, fetchFluctuation, fetchMonthExpenses, fetchProperty } from './home-api';
import { lastYear } from './home-dates';

// The home also reads the preferences, the banks and the budgets through their areas' hooks, so
// a change made on those screens shows here without a reload.

/** Query keys of the home dashboard (/). */
export const homeKeys = {
  all: ['home'] as const,
  fluctuation: (today: IsoDate) => [...homeKeys.all, 'fluctuation', today] as const,
  expenses: (yearMonth: string) => [...homeKeys.all, 'expenses', yearMonth] as const,
  property: (today: IsoDate) => [...homeKeys.all, 'property', today] as const,
  budgetMonth: (budgetId: number | null, month: string) =>
    [...homeKeys.all, 'budgetMonth', budgetId, month] as const,
};

export const useFluctuation = (today: IsoDate) =>
  useQuery({
    queryKey: homeKeys.fluctuation(today),
    queryFn: () => fetchFluctuation(lastYear(today)),
  });

export const useMonthExpenses = (yearMonth: string) =>
  useQuery({
    queryKey: homeKeys.expenses(yearMonth),
    queryFn: () => fetchMonthExpenses(yearMonth),
  });

export const useProperty = (today: IsoDate) =>
  useQuery({ queryKey: homeKeys.property(today), queryFn: () => fetchProperty(today) });

/** Waits for the budget to be known; none: nothing asked. */
export const useBudgetMonth = (budgetId: number | null, month: string) =>
  useQuery({
    queryKey: homeKeys.budgetMonth(budgetId, month),
    queryFn: () => fetchBudgetMonth(budgetId!, month),
    enabled: budgetId !== null,
  });
