import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  budgetGoalDtoSchema,
  budgetGoalSaveSchema,
  budgetGoalsParamsSchema,
  differenceQuerySchema,
  differenceResultSchema,
  surveyQuerySchema,
  surveyResultSchema,
} from '../survey';

export const getSurvey = endpoint('get', '/api/survey', {
  query: surveyQuerySchema,
  answer: surveyResultSchema,
});

export const getDifference = endpoint('get', '/api/difference', {
  query: differenceQuerySchema,
  answer: differenceResultSchema,
});

/** The query of GET /api/difference as the SPA sends it. */
export type DifferenceQueryInput = z.input<typeof differenceQuerySchema>;

export const listBudgetGoals = endpoint('get', '/api/budgets/:budgetId/goals', {
  params: budgetGoalsParamsSchema,
  answer: z.array(budgetGoalDtoSchema),
});

export const saveBudgetGoal = endpoint('post', '/api/budgets/:budgetId/goals', {
  params: budgetGoalsParamsSchema,
  body: budgetGoalSaveSchema,
  answer: z.array(budgetGoalDtoSchema),
});
