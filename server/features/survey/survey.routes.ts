import { z } from 'zod';
import { Role } from '../../../contract/access';
import { toIsoDate } from '../../../contract/dates';
import {
  budgetGoalDtoSchema,
  budgetGoalSaveSchema,
  budgetGoalsParamsSchema,
  differenceQuerySchema,
  differenceResultSchema,
  surveyQuerySchema,
  surveyResultSchema,
} from '../../../contract/survey';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { listGoals, saveGoal } from './budget-goals.service';
import { getDifference, getSurvey } from './survey.service';

const access = [Role.user] as const;

export function surveyRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/survey',
      access,
      summary: 'A budget’s year: planned, real and goal per category and month, and cumulated',
      query: surveyQuerySchema,
      answer: surveyResultSchema,
      handle: ({ user, query }) => getSurvey(db.kysely, user.idUser, user.fields.language, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/difference',
      access,
      summary: 'A budget’s forecast against real per month of a year or one month, with the gap',
      query: differenceQuerySchema,
      answer: differenceResultSchema,
      handle: ({ user, query }) =>
        getDifference(
          db.kysely,
          user.idUser,
          user.fields.language,
          query,
          toIsoDate(new Date(clock())),
        ),
    }),
    defineRoute({
      method: 'get',
      path: '/api/budgets/:budgetId/goals',
      access,
      summary: 'The goals of a budget per category (every month, or one month)',
      params: budgetGoalsParamsSchema,
      answer: z.array(budgetGoalDtoSchema),
      handle: ({ userId, params }) => listGoals(db.kysely, userId, params.budgetId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/budgets/:budgetId/goals',
      access,
      summary: 'Sets the goal of a category (amount null or 0 clears it); answers the goals',
      params: budgetGoalsParamsSchema,
      body: budgetGoalSaveSchema,
      answer: z.array(budgetGoalDtoSchema),
      handle: ({ userId, params, body }) => saveGoal(db.kysely, userId, params.budgetId, body),
    }),
  ];
}
