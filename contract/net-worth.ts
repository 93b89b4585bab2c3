import { z } from 'zod';

// Net worth in the main currency (issue 30): each point converts each currency's total at the
// rate of the point's day (contract/currency-conversion.ts).

export const NetWorthMessage = { monthInvalid: 'netWorth.month.invalid' } as const;

/** The longest series one answer holds, in months. */
export const NET_WORTH_MAX_MONTHS = 50 * 12;

export const netWorthQuerySchema = z.object({
  /** First month of the series ('yyyy-MM'); by default the first month with operations. */
  from: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, NetWorthMessage.monthInvalid)
    .optional(),
});
export type NetWorthQuery = z.infer<typeof netWorthQuerySchema>;

export const netWorthPartSchema = z.object({
  /** Currency code ('CHF'). */
  currency: z.string(),
  /** The accounts of that currency, in it. */
  cents: z.number().int(),
  /** The same in the main currency, rounded alone; null when no rate is known on the day. */
  converted: z.number().int().nullable(),
});
export type NetWorthPart = z.infer<typeof netWorthPartSchema>;

export const netWorthPointSchema = z.object({
  /** The month's last day, or today for the current month. */
  day: z.string(),
  /** Every converted part added exactly, then rounded once. */
  total: z.number().int(),
  /** The oldest rate day the total used; null when nothing needed converting. */
  rateDay: z.string().nullable(),
  parts: z.array(netWorthPartSchema),
});
export type NetWorthPoint = z.infer<typeof netWorthPointSchema>;

export const netWorthSchema = z.object({
  /** The main currency's code, which every total is in. */
  currency: z.string(),
  /** Month by month, oldest first; the last is today. */
  points: z.array(netWorthPointSchema),
});
export type NetWorth = z.infer<typeof netWorthSchema>;
