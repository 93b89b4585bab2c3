import { z } from 'zod';
import { categoryRefDtoSchema } from './categories';
import { directionSchema } from './debit-credit';
import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from './echeances';
import { idParamSchema, idSchema, saveIdParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { centsSchema } from './money';
import { operationKindSchema } from './operations';
import { splitOperationDtoSchema } from './operations-dto';

// Answers of /api/echeances and /api/frequencies (spec 001 §3 Planned operation, §7).

const frequencyCodes = Object.keys(ECHEANCE_FREQUENCIES) as [
  EcheanceFrequency,
  ...EcheanceFrequency[],
];
export const frequencySchema = z.enum(frequencyCodes);

/** GET /api/frequencies: each frequency and how it steps (ONCE does not repeat). */
export const frequencyDtoSchema = z.object({
  code: frequencySchema,
  unit: z.enum(['none', 'day', 'month']),
  step: z.number().int().nonnegative(),
});
export type FrequencyDto = z.infer<typeof frequencyDtoSchema>;

/** An account with its currency: `abrv` is the ISO code amounts are formatted with. */
export const echeanceAccountRefSchema = z.object({
  accountId: idSchema,
  name: z.string(),
  currency: z.object({ currencyId: idSchema, symb: z.string(), abrv: z.string() }),
});
export type EcheanceAccountRef = z.infer<typeof echeanceAccountRefSchema>;

/** A budget a planned operation belongs to: its id is `accountId` (spec 001 §3 Budget). */
export const echeanceBudgetRefSchema = z.object({ accountId: idSchema, name: z.string() });

/**
 * A planned operation. `amount` is signed (negative for a debit; a transfer's is what leaves
 * `account`), `debitCredit` its side. `date` is the next occurrence the autoSave job has not
 * processed (null once a plan has no occurrence left). `category` is the main category; the
 * screens show split (-2) when there are several parts. No payee or type is id -1.
 */
export const echeanceDtoSchema = z.object({
  idEcheance: idSchema,
  beginDate: z.string(),
  frequency: frequencySchema,
  date: z.string().nullable(),
  budgets: z.array(echeanceBudgetRefSchema),
  account: echeanceAccountRefSchema.nullable(),
  toAccount: echeanceAccountRefSchema.nullable(),
  autoSave: z.boolean(),
  operationType: operationKindSchema,
  payee: z.object({ payeeId: z.number().int(), name: z.string() }),
  type: z.object({ typeId: z.number().int(), abrv: z.string() }),
  memo: z.string().nullable(),
  amount: centsSchema,
  debitCredit: directionSchema,
  splitOperations: z.array(splitOperationDtoSchema),
  category: categoryRefDtoSchema,
});
export type EcheanceDto = z.infer<typeof echeanceDtoSchema>;

export const echeanceIdParamsSchema = z.object({ idEcheance: idParamSchema });
/** POST /api/echeances/{idEcheance}: NEW_ID (0) creates, parsed to null. */
export const echeanceSaveParamsSchema = z.object({ idEcheance: saveIdParamSchema });

export const ECHEANCE_IDS_MAX = 1_000;

/** POST /api/echeances/delete: all of them or none (any id not the user's answers 404). */
export const echeanceBulkDeleteSchema = z.object({
  ids: z
    .array(idSchema, MessageCode.validation)
    .min(1, MessageCode.validation)
    .max(ECHEANCE_IDS_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type EcheanceBulkDeleteRequest = z.infer<typeof echeanceBulkDeleteSchema>;

export const echeanceBulkDeleteDtoSchema = z.object({ count: z.number().int().nonnegative() });
