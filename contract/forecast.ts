import { z } from 'zod';
import { AccountSelectorEntry } from './accounts';
import { categoryRefDtoSchema } from './categories';
import { addDays, daysBetween, isIsoDate, type IsoDate } from './dates';
import { idParamSchema, idSchema } from './ids';
import { MessageCode } from './message-codes';
import { centsSchema } from './money';
import { operationAccountRefSchema } from './operations-dto';

// The forecast views (spec 001 §2, §7: /previsionnel/threeMonths and /previsionnel/month) and
// the projected balance. Money in cents, dates ISO yyyy-MM-dd.

/** The longest period a view covers, in days (a year, leap or not). */
export const FORECAST_MAX_DAYS = 366;
export const FORECAST_PERIOD_LENGTHS = { min: 1, max: 12, default: 2 } as const;
export const PROJECTION_MONTHS = [3, 12] as const;
export type ProjectionMonths = (typeof PROJECTION_MONTHS)[number];

const periodDate = z.string().refine(isIsoDate, MessageCode.operationPeriodInvalid);
const integration = z.stringbool().default(false);
const budgetId = idParamSchema.optional();

/** GET /api/echeances/operations: a date range (both ends included, a year at most). */
export const forecastQuerySchema = z
  .object({ startDate: periodDate, endDate: periodDate, budgetId, integration })
  .refine(
    (q) => q.startDate <= q.endDate && daysBetween(q.startDate, q.endDate) < FORECAST_MAX_DAYS,
    { message: MessageCode.operationPeriodInvalid, path: ['endDate'] },
  );
export type ForecastQuery = z.infer<typeof forecastQuerySchema>;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first and last day of `periodLength` months from `yearMonth` (yyyy-MM). */
export function monthPeriod(yearMonth: string, periodLength: number) {
  const year = Number(yearMonth.slice(0, 4));
  const month = Number(yearMonth.slice(5, 7));
  const end = new Date(Date.UTC(year, month - 1 + periodLength, 0));
  return { startDate: `${yearMonth}-01`, endDate: end.toISOString().slice(0, 10) };
}

/** Steps a yyyy-MM month by `months` (negative goes back). */
export function addMonths(yearMonth: string, months: number): string {
  const index = Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** An account filter: an account id, or absent / ALL for every account (null). */
const accountFilter = z
  .union([z.literal(AccountSelectorEntry.all), idParamSchema])
  .optional()
  .transform((value) => (value === undefined || value === AccountSelectorEntry.all ? null : value));

/** GET /api/echeances/operations/month: `periodLength` months from `yearMonth`. */
export const forecastMonthQuerySchema = z.object({
  yearMonth: z.string().regex(YEAR_MONTH, MessageCode.operationPeriodInvalid),
  periodLength: z.coerce
    .number(MessageCode.operationPeriodInvalid)
    .int(MessageCode.operationPeriodInvalid)
    .min(FORECAST_PERIOD_LENGTHS.min, MessageCode.operationPeriodInvalid)
    .max(FORECAST_PERIOD_LENGTHS.max, MessageCode.operationPeriodInvalid)
    .default(FORECAST_PERIOD_LENGTHS.default),
  budgetId,
  accountId: accountFilter,
  integration,
});
export type ForecastMonthQuery = z.infer<typeof forecastMonthQuerySchema>;

export const occurrenceStateSchema = z.enum(['PLANNED', 'SAVED', 'MATCHED']);
export type OccurrenceStateDto = z.infer<typeof occurrenceStateSchema>;

/**
 * One line of a view: a planned occurrence (`real` false) or, with `integration`, a real
 * operation (`real` true). `amount` is signed as the viewed accounts see it (a transfer into the
 * filtered account is positive); `cumulative` is the running sum of the lines up to this one,
 * where a transfer between two viewed accounts counts 0. `idEcheance` and `state` name the plan
 * and the occurrence's state (a real operation saved or matched from a plan carries them too).
 */
export const forecastLineSchema = z.object({
  real: z.boolean(),
  date: z.string(),
  idEcheance: idSchema.nullable(),
  state: occurrenceStateSchema.nullable(),
  operationId: idSchema.nullable(),
  proposedOperationId: idSchema.nullable(),
  payee: z.object({ payeeId: z.number().int(), name: z.string() }),
  category: categoryRefDtoSchema,
  mainCategory: categoryRefDtoSchema,
  amount: centsSchema,
  account: operationAccountRefSchema.nullable(),
  toAccount: operationAccountRefSchema.nullable(),
  memo: z.string().nullable(),
  cumulative: centsSchema,
});
export type ForecastLine = z.infer<typeof forecastLineSchema>;

/** Both views' answer: the lines by date, and the sums of planned, real and both. */
export const forecastDtoSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  lines: z.array(forecastLineSchema),
  totals: z.object({ planned: centsSchema, real: centsSchema, total: centsSchema }),
});
export type ForecastDto = z.infer<typeof forecastDtoSchema>;

/** GET /api/echeances/projection: one account or all (absent / ALL), over 3 or 12 months. */
export const projectionQuerySchema = z.object({
  accountId: accountFilter,
  months: z
    .enum(PROJECTION_MONTHS.map(String) as ['3', '12'], MessageCode.operationPeriodInvalid)
    .default('3')
    .transform((value) => Number(value) as ProjectionMonths),
});
export type ProjectionQuery = z.infer<typeof projectionQuerySchema>;

export const balancePointSchema = z.object({ date: z.string(), balance: centsSchema });
export type BalancePoint = z.infer<typeof balancePointSchema>;

/**
 * The projected balance of the accounts of one currency: today's balance, then a point per day
 * whose balance changes, and the lowest point (the earliest of equals, today included).
 */
export const projectionSeriesSchema = z.object({
  currency: z.object({ currencyId: idSchema, symb: z.string() }),
  accountIds: z.array(idSchema),
  startBalance: centsSchema,
  points: z.array(balancePointSchema),
  lowest: balancePointSchema,
  endBalance: centsSchema,
});
export type ProjectionSeries = z.infer<typeof projectionSeriesSchema>;

export const projectionDtoSchema = z.object({
  today: z.string(),
  endDate: z.string(),
  series: z.array(projectionSeriesSchema),
});
export type ProjectionDto = z.infer<typeof projectionDtoSchema>;

/** The running balance from `start` through dated changes (any order), one point per day. */
export function projectBalance(
  today: IsoDate,
  start: number,
  changes: readonly { date: IsoDate; amount: number }[],
): { points: BalancePoint[]; lowest: BalancePoint; end: number } {
  const byDay = new Map<IsoDate, number>();
  for (const { date, amount } of changes) byDay.set(date, (byDay.get(date) ?? 0) + amount);
  let balance = start;
  let lowest: BalancePoint = { date: today, balance: start };
  const points: BalancePoint[] = [];
  for (const date of [...byDay.keys()].sort()) {
    const amount = byDay.get(date)!;
    if (amount === 0) continue;
    balance += amount;
    points.push({ date, balance });
    if (balance < lowest.balance) lowest = { date, balance };
  }
  return { points, lowest, end: balance };
}

/** The day `months` months after `iso`, on the last day of a shorter month (31/01 + 1 → 28/02). */
export function addMonthsToDate(iso: IsoDate, months: number): IsoDate {
  const day = Number(iso.slice(8, 10));
  const month = addMonths(iso.slice(0, 7), months);
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return `${month}-${String(Math.min(day, last.getUTCDate())).padStart(2, '0')}`;
}

/** The day after `iso`. */
export function nextDay(iso: IsoDate): IsoDate {
  return addDays(iso, 1);
}
