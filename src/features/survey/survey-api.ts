import type {
  BudgetGoalDto,
  BudgetGoalSaveRequest,
  DifferenceResult,
  SurveyGroupBy,
  SurveyResult,
} from '../../../contract/survey';
import { api } from '../../lib/api';

export interface SurveyRequest {
  budgetId: number;
  year: number;
  groupBy: SurveyGroupBy;
}

export async function fetchSurvey(request: SurveyRequest): Promise<SurveyResult> {
  return (await api.get<SurveyResult>('/api/survey', { params: request })).data;
}

export interface DifferenceRequest {
  budgetId: number;
  groupBy: SurveyGroupBy;
  withoutTransfer: boolean;
  /** A year, or a month 'yyyy-MM'. */
  year?: number;
  month?: string;
}

export async function fetchDifference(request: DifferenceRequest): Promise<DifferenceResult> {
  return (await api.get<DifferenceResult>('/api/difference', { params: request })).data;
}

export async function fetchGoals(budgetId: number): Promise<BudgetGoalDto[]> {
  return (await api.get<BudgetGoalDto[]>(`/api/budgets/${budgetId}/goals`)).data;
}

export async function saveGoal(
  budgetId: number,
  goal: BudgetGoalSaveRequest,
): Promise<BudgetGoalDto[]> {
  return (await api.post<BudgetGoalDto[]>(`/api/budgets/${budgetId}/goals`, goal)).data;
}
