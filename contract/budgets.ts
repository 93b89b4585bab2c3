import { z } from 'zod';
import { isoDateSchema } from './dates';
import { idField, idParamSchema, idSchema, NEW_ID, saveIdParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { BudgetType } from './operations';
import { requiredText } from './required-text';

// Payloads of /api/budgets (spec 001 §3 Budget, §4, §5, §7). The budget id is `accountId`, as the
// spec names it.

export const BUDGET_NAME_MAX = 100;

/** POST /api/budgets/{budgetId} with NEW_BUDGET_ID creates a budget. */
export const NEW_BUDGET_ID = NEW_ID;

export const budgetIdParamsSchema = z.object({ budgetId: idParamSchema });
export const budgetSaveParamsSchema = z.object({ budgetId: saveIdParamSchema });

export const budgetTypeSchema = z.enum([BudgetType.planned, BudgetType.previsionnel]);

export const budgetDtoSchema = z.object({
  accountId: idSchema,
  name: z.string(),
  type: budgetTypeSchema,
  startDate: z.string(),
  accounts: z.array(z.object({ accountId: idSchema, name: z.string() })),
  favorite: z.boolean(),
});
export type BudgetDto = z.infer<typeof budgetDtoSchema>;

/** The accounts a budget covers: at least one, duplicates dropped; the names sent are ignored. */
const budgetAccountsSchema = z
  .array(
    z.object({ accountId: idField(MessageCode.budgetAccountsRequired) }),
    MessageCode.budgetAccountsRequired,
  )
  .min(1, MessageCode.budgetAccountsRequired)
  .transform((accounts) => [...new Set(accounts.map((account) => account.accountId))]);

/**
 * POST /api/budgets/{budgetId}: name, start date and at least one account (spec 001 §5). A new
 * budget is PREVISIONNEL; `favorite` true makes it the one favourite (BUDGET functionality).
 */
export const budgetSaveSchema = z.object({
  name: requiredText(MessageCode.budgetNameRequired, BUDGET_NAME_MAX),
  startDate: isoDateSchema(MessageCode.budgetStartDateRequired),
  accounts: budgetAccountsSchema,
  favorite: z.boolean().default(false),
});
export type BudgetSaveInput = z.input<typeof budgetSaveSchema>;
export type BudgetSaveRequest = z.output<typeof budgetSaveSchema>;

/** Whether a budget can be changed or deleted: PLANNED ones are read-only (spec 001 §4). */
export const isBudgetEditable = (budget: Pick<BudgetDto, 'type'>) =>
  budget.type !== BudgetType.planned;
