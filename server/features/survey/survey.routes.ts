import { Role } from '../../../contract/access';
import * as surveyApi from '../../../contract/endpoints/survey';
import { toIsoDate } from '../../../contract/dates';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { listGoals, saveGoal } from './budget-goals.service';
import { runHeavyRead } from '../heavy-reads';
import { differenceHeavyRead, surveyHeavyRead } from './survey-heavy-reads';

const access = [Role.user] as const;

export function surveyRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(surveyApi.getSurvey, {
      access,
      summary: 'A budget’s year: planned, real and goal per category and month, and cumulated',
      handle: ({ user, query }) =>
        runHeavyRead(db, surveyHeavyRead, {
          userId: user.idUser,
          locale: user.fields.language,
          query,
        }),
    }),
    defineRoute(surveyApi.getDifference, {
      access,
      summary: 'A budget’s forecast against real per month of a year or one month, with the gap',
      handle: ({ user, query }) =>
        runHeavyRead(db, differenceHeavyRead, {
          userId: user.idUser,
          locale: user.fields.language,
          query,
          today: toIsoDate(new Date(clock())),
        }),
    }),
    defineRoute(surveyApi.listBudgetGoals, {
      access,
      summary: 'The goals of a budget per category (every month, or one month)',
      handle: ({ userId, params }) => listGoals(db.kysely, userId, params.budgetId),
    }),
    defineRoute(surveyApi.saveBudgetGoal, {
      access,
      summary: 'Sets the goal of a category (amount null or 0 clears it); answers the goals',
      handle: ({ userId, params, body }) => saveGoal(db.kysely, userId, params.budgetId, body),
    }),
  ];
}
