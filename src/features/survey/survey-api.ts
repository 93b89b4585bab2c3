import type {
  BudgetGoalDto,
  BudgetGoalSaveRequest,
  DifferenceResult,
  SurveyGroupBy,
  SurveyResult,
} from '../../../contract/survey';
import { api } from '../../lib/api';

/** What the survey screens read of GET /api/budgets (the budgets area's BudgetDto). */
export interface BudgetChoice {
  /** The budget id (spec 001 §3). */
  accountId: number;
  name: string;
}

export async function fetchBudgets(): Promise<BudgetChoice[]> {
  return (await api.get<BudgetChoice[]>('/api/budgets')).data;
}

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
