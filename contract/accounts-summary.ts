import { z } from 'zod';

/** GET /api/account: the signed-in user's accounts, as account selectors show them. */
export const accountSummarySchema = z.object({
  accountId: z.number().int(),
  name: z.string(),
  type: z.string(),
  favorite: z.boolean(),
  bank: z.object({ bankId: z.number().int(), name: z.string() }),
  currency: z.object({ currencyId: z.number().int(), symb: z.string(), abrv: z.string() }),
  /** Operations the account holds (GET /api/account always sends it; older fixtures omit it). */
  operationCount: z.number().int().optional(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
