import { z } from 'zod';
import { idField, idParamSchema, idSchema } from './ids';
import { amountSchema, centsSchema } from './money';
import { MessageCode } from './message-codes';

// The budget survey and difference tables (spec 002 §2, §3, §9): an analysis result tree.

/** Group types of an analysis tree (002 §3). */
export const GROUP_TYPES = [
  'CURRENCY',
  'CATEGORY',
  'PARENT_CATEGORY',
  'SIGN',
  'ACCOUNT',
  'ACCOUNT_TYPE',
  'OPERATION',
  'TOTAL',
  'CATEGORY_TRANSFER',
  'TRANSFER',
] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** Header types of an analysis table (002 §3). */
export const HEADER_TYPES = [
  'DATE2DATE',
  'MONTH',
  'YEAR',
  'CUMUL',
  'SIMPLE_CUMUL',
  'UNTIL',
] as const;
export type HeaderType = (typeof HEADER_TYPES)[number];

/** How the survey and difference tables group their lines. */
export const SURVEY_GROUP_BYS = ['OPERATION', 'CATEGORY', 'PARENT_CATEGORY'] as const;
export type SurveyGroupBy = (typeof SURVEY_GROUP_BYS)[number];

/** Tree depths a table may show (002 §9): 0 is the totals only, 3 the deepest categories. */
export const SURVEY_MAX_DEPTH = 3;

/** A column: a month ('yyyy-MM'), the cumulative column, or the current month up to `date`. */
export const analysisHeaderSchema = z.object({
  type: z.string(),
  yearMonth: z.string().optional(),
  year: z.number().int().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  month: z.string().optional(),
  /** UNTIL: the day the current month is read up to (today). */
  date: z.string().optional(),
});
export type AnalysisHeader = z.infer<typeof analysisHeaderSchema>;

/** What a line groups: a category, a sign, a planned operation… id null for none. */
export const groupValueSchema = z.object({
  id: z.number().int().nullable(),
  /** The name to show; null for an undefined category (category.undefined). */
  name: z.string().nullable(),
  /** A category's level (1 to 3), a sign's direction (-1 debit, 1 credit). */
  level: z.number().int().optional(),
});
export type GroupValue = z.infer<typeof groupValueSchema>;

/** Survey sums (002 §3): forecast, real and goal, in signed cents. */
export const surveySumsSchema = z.object({
  previsionnel: centsSchema,
  reel: centsSchema,
  goal: centsSchema,
});
export type SurveySums = z.infer<typeof surveySumsSchema>;

/** Difference sums: forecast, real and the gap real − forecast, in signed cents. */
export const differenceSumsSchema = z.object({
  previsionnel: centsSchema,
  reel: centsSchema,
  gap: centsSchema,
});
export type DifferenceSums = z.infer<typeof differenceSumsSchema>;

/** One line of the tree; `sums` has one entry per header, in the headers' order. */
export interface AnalysisNode<S> {
  group: string;
  groupValue: GroupValue;
  sums: S[];
  /** A total line (002 §9). */
  lineTotal?: boolean;
  currency?: string;
  children: AnalysisNode<S>[];
}

export function analysisNodeSchema<S extends z.ZodType>(
  sums: S,
): z.ZodType<AnalysisNode<z.infer<S>>> {
  const node: z.ZodType<AnalysisNode<z.infer<S>>> = z.object({
    group: z.string(),
    groupValue: groupValueSchema,
    sums: z.array(sums),
    lineTotal: z.boolean().optional(),
    currency: z.string().optional(),
    get children() {
      return z.array(node);
    },
  });
  return node;
}

function analysisResultSchema<S extends z.ZodType>(sums: S) {
  return z.object({
    headers: z.array(analysisHeaderSchema),
    details: z.array(analysisNodeSchema(sums)),
    /** ISO code of the budget's accounts' currency. */
    currency: z.string(),
  });
}

export const surveyResultSchema = analysisResultSchema(surveySumsSchema);
export type SurveyResult = z.infer<typeof surveyResultSchema>;
export type SurveyNode = AnalysisNode<SurveySums>;

export const differenceResultSchema = analysisResultSchema(differenceSumsSchema);
export type DifferenceResult = z.infer<typeof differenceResultSchema>;
export type DifferenceNode = AnalysisNode<DifferenceSums>;

const yearSchema = z.coerce
  .number(MessageCode.surveyYearInvalid)
  .int(MessageCode.surveyYearInvalid)
  .min(1900, MessageCode.surveyYearInvalid)
  .max(2999, MessageCode.surveyYearInvalid);

const groupBySchema = z
  .enum(SURVEY_GROUP_BYS, MessageCode.surveyGroupByInvalid)
  .default('CATEGORY');

/** GET /api/survey */
export const surveyQuerySchema = z.object({
  year: yearSchema,
  groupBy: groupBySchema,
  budgetId: idParamSchema,
});
export type SurveyQuery = z.infer<typeof surveyQuerySchema>;

const yearMonthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MessageCode.surveyPeriodRequired);

/** GET /api/difference: a year or a month ('yyyy-MM'), one of them. */
export const differenceQuerySchema = z
  .object({
    year: yearSchema.optional(),
    month: yearMonthText.optional(),
    groupBy: groupBySchema,
    budgetId: idParamSchema,
    withoutTransfer: z.stringbool().default(false),
  })
  .refine((query) => (query.year === undefined) !== (query.month === undefined), {
    message: MessageCode.surveyPeriodRequired,
  });
export type DifferenceQuery = z.infer<typeof differenceQuerySchema>;

/** A budget's goal for a category: every month (month null) or one 'yyyy-MM' month. */
export const budgetGoalDtoSchema = z.object({
  categoryId: idSchema,
  month: z.string().nullable(),
  amount: centsSchema,
});
export type BudgetGoalDto = z.infer<typeof budgetGoalDtoSchema>;

export const budgetGoalsParamsSchema = z.object({ budgetId: idParamSchema });

/** POST /api/budgets/{budgetId}/goals: sets a goal, or clears it with amount null or 0. */
export const budgetGoalSaveSchema = z.object({
  categoryId: idField(MessageCode.surveyGoalCategoryRequired),
  month: yearMonthText.nullable().default(null),
  amount: amountSchema.nullable(),
});
export type BudgetGoalSaveRequest = z.infer<typeof budgetGoalSaveSchema>;

/** The label of a period header; the table shows "X??" for a type it does not know (002 §8). */
export function isKnownHeaderType(type: string): type is HeaderType {
  return (HEADER_TYPES as readonly string[]).includes(type);
}

export function isKnownGroupType(type: string): type is GroupType {
  return (GROUP_TYPES as readonly string[]).includes(type);
}

/** The goal form: a positive amount (the category's direction gives the sign), every month or one. */
export const budgetGoalFormSchema = z.object({
  month: z.string(),
  amount: z
    .number(MessageCode.amountInvalid)
    .int(MessageCode.amountInvalid)
    .nonnegative(MessageCode.amountInvalid)
    .nullable(),
});
export type BudgetGoalForm = z.infer<typeof budgetGoalFormSchema>;
