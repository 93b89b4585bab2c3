import { useBudgets } from '../budgets/use-budgets';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BudgetGoalSaveRequest } from '../../../contract/survey';
import {
  fetchDifference,
  fetchGoals,
  fetchSurvey,
  saveGoal,
  type DifferenceRequest,
  type SurveyRequest,
} from './survey-api';

/** Query keys of the survey area (survey, difference table, monitor). */
export const surveyKeys = {
  all: ['survey'] as const,
  survey: (request: SurveyRequest) => [...surveyKeys.all, 'survey', request] as const,
  difference: (request: DifferenceRequest) => [...surveyKeys.all, 'difference', request] as const,
  goals: (budgetId: number) => [...surveyKeys.all, 'goals', budgetId] as const,
};

export const useSurvey = (request: SurveyRequest | null) =>
  useQuery({
    queryKey: surveyKeys.survey(request!),
    queryFn: () => fetchSurvey(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

export const useDifference = (request: DifferenceRequest | null) =>
  useQuery({
    queryKey: surveyKeys.difference(request!),
    queryFn: () => fetchDifference(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

export const useGoals = (budgetId: number | null) =>
  useQuery({
    queryKey: surveyKeys.goals(budgetId!),
    queryFn: () => fetchGoals(budgetId!),
    enabled: budgetId !== null,
  });

/** Sets or clears a goal; the goals and every table follow. */
export function useSaveGoal(budgetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: BudgetGoalSaveRequest) => saveGoal(budgetId, goal),
    onSuccess: (goals) => {
      queryClient.setQueryData(surveyKeys.goals(budgetId), goals);
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    },
  });
}

/** The budget shown: the one asked for when it exists, else the first (favourite first). */
export function useChosenBudget(asked: number | null) {
  const budgets = useBudgets();
  const list = budgets.data ?? [];
  const chosen = list.find((budget) => budget.accountId === asked) ?? list[0] ?? null;
  return { budgets, budgetId: chosen?.accountId ?? null };
}
