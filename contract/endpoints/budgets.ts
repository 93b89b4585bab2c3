import { z } from 'zod';
import {
  budgetDtoSchema,
  budgetIdParamsSchema,
  budgetSaveParamsSchema,
  budgetSaveSchema,
} from '../budgets';
import { endpoint } from '../endpoint';

export const listBudgets = endpoint('get', '/api/budgets', {
  answer: z.array(budgetDtoSchema),
});

export const getBudget = endpoint('get', '/api/budgets/:budgetId', {
  params: budgetIdParamsSchema,
  answer: budgetDtoSchema,
});

export const saveBudget = endpoint('post', '/api/budgets/:budgetId', {
  params: budgetSaveParamsSchema,
  body: budgetSaveSchema,
  answer: budgetDtoSchema,
});

export const deleteBudget = endpoint('delete', '/api/budgets/:budgetId', {
  params: budgetIdParamsSchema,
});
