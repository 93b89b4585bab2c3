import { z } from 'zod';
import { Role } from '../../../contract/access';
import {
  budgetDtoSchema,
  budgetIdParamsSchema,
  budgetSaveParamsSchema,
  budgetSaveSchema,
} from '../../../contract/budgets';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { deleteBudget, getBudget, listBudgets, saveBudget } from './budgets.service';

export function budgetsRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/budgets',
      access: [Role.user],
      summary: 'The user’s budgets, the favourite first, then by name',
      answer: z.array(budgetDtoSchema),
      handle: ({ userId }) => listBudgets(db.kysely, userId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/budgets/:budgetId',
      access: [Role.user],
      summary: 'One budget',
      params: budgetIdParamsSchema,
      answer: budgetDtoSchema,
      handle: ({ userId, params }) => getBudget(db.kysely, userId, params.budgetId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/budgets/:budgetId',
      access: [Role.user],
      summary:
        'Creates a PREVISIONNEL budget (budgetId 0) or updates one; PLANNED budgets are read-only (budget.planned.readOnly); changing the favourite needs BUDGET',
      params: budgetSaveParamsSchema,
      body: budgetSaveSchema,
      answer: budgetDtoSchema,
      handle: ({ user, params, body }) => saveBudget(db.kysely, user, params.budgetId, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/budgets/:budgetId',
      access: [Role.user],
      summary: 'Deletes a PREVISIONNEL budget (BUDGET functionality); its planned operations stay',
      params: budgetIdParamsSchema,
      reply: 'empty',
      handle: ({ user, params }) => deleteBudget(db.kysely, user, params.budgetId),
    }),
  ];
}
