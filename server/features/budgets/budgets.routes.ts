import { Role } from '../../../contract/access';
import * as budgetsApi from '../../../contract/endpoints/budgets';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { deleteBudget, getBudget, listBudgets, saveBudget } from './budgets.service';

export function budgetsRoutes({ db }: AppContext) {
  return [
    defineRoute(budgetsApi.listBudgets, {
      access: [Role.user],
      summary: 'The user’s budgets, the favourite first, then by name',
      handle: ({ userId }) => listBudgets(db.kysely, userId),
    }),
    defineRoute(budgetsApi.getBudget, {
      access: [Role.user],
      summary: 'One budget',
      handle: ({ userId, params }) => getBudget(db.kysely, userId, params.budgetId),
    }),
    defineRoute(budgetsApi.saveBudget, {
      access: [Role.user],
      summary:
        'Creates a PREVISIONNEL budget (budgetId 0) or updates one; PLANNED budgets are read-only (budget.planned.readOnly); changing the favourite needs BUDGET',
      handle: ({ user, params, body }) => saveBudget(db.kysely, user, params.budgetId, body),
    }),
    defineRoute(budgetsApi.deleteBudget, {
      access: [Role.user],
      summary: 'Deletes a PREVISIONNEL budget (BUDGET functionality); its planned operations stay',
      reply: 'empty',
      handle: ({ user, params }) => deleteBudget(db.kysely, user, params.budgetId),
    }),
  ];
}
