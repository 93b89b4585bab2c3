import * as surveyApi from '../../../contract/endpoints/survey';
import type {
  BudgetGoalDto,
  BudgetGoalSaveRequest,
  DifferenceResult,
  SurveyGroupBy,
  SurveyResult,
} from '../../../contract/survey';
import { callEndpoint } from '../../lib/api';

export interface SurveyRequest {
  budgetId: number;
  year: number;
  groupBy: SurveyGroupBy;
}

export const fetchSurvey = (request: SurveyRequest): Promise<SurveyResult> =>
  callEndpoint(surveyApi.getSurvey, {
    query: { ...request, budgetId: String(request.budgetId) },
  });

export interface DifferenceRequest {
  budgetId: number;
  groupBy: SurveyGroupBy;
  withoutTransfer: boolean;
  /** A year, or a month 'yyyy-MM'. */
  year?: number;
  month?: string;
}

export const fetchDifference = (request: DifferenceRequest): Promise<DifferenceResult> =>
  callEndpoint(surveyApi.getDifference, {
    query: {
      ...request,
      budgetId: String(request.budgetId),
      withoutTransfer: String(request.withoutTransfer),
    },
  });

export const fetchGoals = (budgetId: number): Promise<BudgetGoalDto[]> =>
  callEndpoint(surveyApi.listBudgetGoals, { params: { budgetId: String(budgetId) } });

export const saveGoal = (budgetId: number, goal: BudgetGoalSaveRequest): Promise<BudgetGoalDto[]> =>
  callEndpoint(surveyApi.saveBudgetGoal, { params: { budgetId: String(budgetId) }, body: goal });
