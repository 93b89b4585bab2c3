import { z } from 'zod';
import { isIsoDate } from './dates';
import { idListQuerySchema, idSchema } from './ids';
import { MessageCode } from './message-codes';

// The statement (spec 001 §2, §5, §7, §8): planned against real over a period, per category and
// payee, filtered by categories, payees and tags. Choices in docs/decisions/forecast-and-budgets.md,
// "Budgets and the statement".

const periodDate = z
  .string(MessageCode.statementNoPeriod)
  .refine(isIsoDate, MessageCode.statementNoPeriod);

const periodIssue = { message: MessageCode.statementNoPeriod, path: ['endDate'] };
const inOrder = (period: { startDate: string; endDate: string }) =>
  period.startDate <= period.endDate;

/** GET /api/echeances/statement: both dates required and in order (no-period otherwise). */
export const statementQuerySchema = z
  .object({
    startDate: periodDate,
    endDate: periodDate,
    categoryIds: idListQuerySchema.optional(),
    payeeIds: idListQuerySchema.optional(),
    tagIds: idListQuerySchema.optional(),
  })
  .refine(inOrder, periodIssue);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

const idList = z.array(idSchema).default([]);

/** POST /api/export/statement: the same period and filters, the spec's field names. */
export const statementExportSchema = z
  .object({
    startDate: periodDate,
    endDate: periodDate,
    categories: idList,
    payees: idList,
    tags: idList,
  })
  .refine(inOrder, periodIssue);
export type StatementExportRequest = z.infer<typeof statementExportSchema>;

/** The filters of a statement, empty lists meaning "all". */
export interface StatementFilter {
  startDate: string;
  endDate: string;
  categoryIds: readonly number[];
  payeeIds: readonly number[];
  tagIds: readonly number[];
}

export const statementFilterOfQuery = (query: StatementQuery): StatementFilter => ({
  startDate: query.startDate,
  endDate: query.endDate,
  categoryIds: query.categoryIds ?? [],
  payeeIds: query.payeeIds ?? [],
  tagIds: query.tagIds ?? [],
});

export const statementFilterOfExport = (body: StatementExportRequest): StatementFilter => ({
  startDate: body.startDate,
  endDate: body.endDate,
  categoryIds: body.categories,
  payeeIds: body.payees,
  tagIds: body.tags,
});

/** Category or payee of a line; id -1 is the undefined entry (spec 001 §3). */
const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One category and payee: cents planned, real, their gap (real − planned) and the running gap. */
export const statementLineSchema = z.object({
  category: namedRefSchema,
  payee: namedRefSchema,
  planned: z.number().int(),
  real: z.number().int(),
  gap: z.number().int(),
  cumulative: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementDtoSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  lines: z.array(statementLineSchema),
  totals: z.object({
    planned: z.number().int(),
    real: z.number().int(),
    cumulative: z.number().int(),
  }),
});
export type StatementDto = z.infer<typeof statementDtoSchema>;

/** The id of the undefined category or payee in a line. */
export const UNDEFINED_REF_ID = -1;
