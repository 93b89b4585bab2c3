import { z } from 'zod';
import { INT4_MAX } from './integers';
import { boundedText } from './required-text';
import { analysisPeriodOf, isPeriodTooLarge, type AnalysisPeriod } from './analysis-period';
import { idListQuerySchema } from './ids';
import { MessageCode } from './message-codes';
import { centsSchema } from './money';
import {
  GROUP_TYPES,
  analysisHeaderSchema,
  analysisNodeSchema,
  type AnalysisNode,
  type GroupType,
} from './survey';

// GET /api/analysis (spec 002 §3, §7): the request fields and the result tree. The group and
// header types, the header and the node are the survey's (contract/survey.ts): one tree shape.

export { GROUP_TYPES, HEADER_TYPES, type GroupType, type HeaderType } from './survey';

/** Lines a request may group by: every group type. */
export type RowDimension = GroupType;

/** The period columns a request may ask for, last in groupBy; none gives one DATE2DATE column. */
export const PERIOD_DIMENSIONS = ['DAY', 'MONTH', 'YEAR'] as const;
export type PeriodDimension = (typeof PERIOD_DIMENSIONS)[number] | 'NONE';

export interface GroupBy {
  rows: RowDimension[];
  period: PeriodDimension;
}

const isPeriodDimension = (word: string): word is (typeof PERIOD_DIMENSIONS)[number] =>
  (PERIOD_DIMENSIONS as readonly string[]).includes(word);
const isRowDimension = (word: string): word is RowDimension =>
  (GROUP_TYPES as readonly string[]).includes(word);

/** Only as the first line grouping: currencies are never mixed under another group. */
const FIRST_ONLY: RowDimension[] = ['CURRENCY', 'TOTAL'];
/** Only as the last line grouping: their lines are leaves (a tree of categories, operations). */
const LAST_ONLY: RowDimension[] = ['PARENT_CATEGORY', 'OPERATION', 'TOTAL'];

/**
 * "CATEGORY", "ACCOUNT,SIGN", "CATEGORY,MONTH", "ACCOUNT,DAY", "ACCOUNT_TYPE,ACCOUNT": line
 * groupings from the outside in, then at most one period. Null when it is not one.
 */
export function parseGroupBy(text: string): GroupBy | null {
  const words = text.split(',').map((word) => word.trim().toUpperCase());
  const last = words.at(-1)!;
  const period = isPeriodDimension(last) ? last : 'NONE';
  const rows = period === 'NONE' ? words : words.slice(0, -1);
  if (!rows.every(isRowDimension) || new Set(rows).size !== rows.length) return null;
  const misplaced = rows.some(
    (row, i) =>
      (FIRST_ONLY.includes(row) && i > 0) || (LAST_ONLY.includes(row) && i < rows.length - 1),
  );
  if (misplaced) return null;
  return { rows: rows.length ? rows : ['TOTAL'], period };
}

const flag = z.stringbool().default(false);
const QUERY_TEXT_MAX = 50;
const dateFormat = { message: MessageCode.wrongDateFormat };
const intQuery = z.coerce.number(MessageCode.wrongDateFormat).int(MessageCode.wrongDateFormat);

/** A list of category ids; -1 is the undefined category. */
const categoryIdsQuery = z
  .string()
  .transform((text) => text.split(',').map((id) => Number(id.trim())))
  .pipe(
    z
      .array(
        z
          .number()
          .int()
          .min(-1)
          .max(INT4_MAX)
          .refine((id) => id !== 0),
      )
      .min(1),
  );

/** The analysis request fields of 002 §3, parsed; `period` resolved from the date fields. */
export const analysisQuerySchema = z
  .object({
    groupBy: boundedText(QUERY_TEXT_MAX).default('CATEGORY'),
    accounts: idListQuerySchema.optional(),
    mainAccount: flag,
    withoutTransfer: flag,
    transfer: flag,
    emptyAccount: flag,
    accumulate: flag,
    credit: flag,
    debit: flag,
    startValueDate: boundedText(QUERY_TEXT_MAX).optional(),
    endValueDate: boundedText(QUERY_TEXT_MAX).optional(),
    yearMonth: boundedText(QUERY_TEXT_MAX).optional(),
    year: intQuery.min(1, dateFormat).max(9999, dateFormat).optional(),
    month: intQuery.min(-1, dateFormat).max(12, dateFormat).optional(),
    minOperationsNbrByPeriod: z.coerce.number().int().nonnegative().max(INT4_MAX).optional(),
    categoryIds: categoryIdsQuery.optional(),
  })
  .transform((query, ctx) => {
    const groupBy = parseGroupBy(query.groupBy);
    if (!groupBy) {
      ctx.addIssue({ code: 'custom', message: MessageCode.analysisGroupByInvalid });
      return z.NEVER;
    }
    const period = analysisPeriodOf(query);
    if (!period) {
      ctx.addIssue({ code: 'custom', message: MessageCode.wrongDateFormat });
      return z.NEVER;
    }
    if (isPeriodTooLarge(period)) {
      ctx.addIssue({ code: 'custom', message: MessageCode.analysisPeriodTooLarge });
      return z.NEVER;
    }
    return { ...query, groupBy, period };
  });
export type AnalysisQuery = z.output<typeof analysisQuerySchema>;
export type { AnalysisPeriod };

/**
 * One cell: `sum` of the period; `accumulation` (accumulate) the running total, which starts on
 * account lines at their balance before the period; `balance` (accumulate, account lines) the
 * accounts' real balance at the column's end, every operation counted.
 */
export const analysisSumsSchema = z.object({
  sum: centsSchema,
  accumulation: centsSchema.optional(),
  balance: centsSchema.optional(),
});
export type AnalysisSums = z.infer<typeof analysisSumsSchema>;
export type AnalysisResultNode = AnalysisNode<AnalysisSums>;

export const analysisResultSchema = z.object({
  headers: z.array(analysisHeaderSchema),
  details: z.array(analysisNodeSchema(analysisSumsSchema)),
  /** ISO code of the accounts' currency (the first one's when CURRENCY lines keep several apart). */
  currency: z.string(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
