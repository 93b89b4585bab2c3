import { z } from 'zod';
import { INT4_MAX } from './integers';
import { ACCOUNT_TYPE_CODES, DEFAULT_ACCOUNT_TYPE } from './accounts';
import { isoDateSchema } from './dates';
import { ibanSchema } from './iban';
import { forceQuerySchema, idParamSchema, idSchema, saveIdParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { centsField, centsSchema } from './money';
import { percentSchema } from './percent';
import { optionalText, requiredText } from './required-text';

// Payloads of /api/account (spec 000 §3 and §7, 001 §3 and §7, 002 §3 Account).

export const ACCOUNT_NAME_MAX = 100;
export const ACCOUNT_NUMBER_MAX = 50;
export const ACCOUNT_OWNER_MAX = 100;

export const accountIdParamsSchema = z.object({ accountId: idParamSchema });
/** POST /api/account/{accountId}: an account of the user, or NEW_ID to create one. */
export const accountSaveParamsSchema = z.object({ accountId: saveIdParamSchema });
export const accountTypeSchema = z.enum(ACCOUNT_TYPE_CODES, MessageCode.accountTypeInvalid);

const optionalDate = isoDateSchema(MessageCode.accountDateInvalid)
  .nullish()
  .transform((date) => date ?? null);
const amount = centsField(MessageCode.amountInvalid);
const optionalAmount = amount
  .nonnegative(MessageCode.amountInvalid)
  .nullish()
  .transform((cents) => cents ?? null);

/**
 * POST /api/account/{accountId}: the account as the form edits it. Unknown keys (accountId, the
 * sync fields…) are dropped, so the SPA may send back the DTO it read. The bank is an existing
 * bankId, or a bankNameId of GET /api/bankName (spec 002 §3 "bankId or bankNameId"): the server
 * then uses the user's bank of that name, creating it when missing.
 */
export const accountSaveSchema = z
  .object({
    name: requiredText(MessageCode.accountNameRequired, ACCOUNT_NAME_MAX),
    number: optionalText(ACCOUNT_NUMBER_MAX),
    iban: ibanSchema,
    owner: optionalText(ACCOUNT_OWNER_MAX),
    type: accountTypeSchema.default(DEFAULT_ACCOUNT_TYPE),
    currency: z.object({ currencyId: idSchema }, MessageCode.accountCurrencyRequired),
    bank: z
      .object(
        // The DTO read back carries bankNameId null for a freely named bank.
        {
          bankId: idSchema.nullish().transform((id) => id ?? undefined),
          bankNameId: idSchema.nullish().transform((id) => id ?? undefined),
        },
        MessageCode.accountBankRequired,
      )
      .refine(
        (bank) => bank.bankId !== undefined || bank.bankNameId !== undefined,
        MessageCode.accountBankRequired,
      ),
    interestRate: percentSchema(MessageCode.interestRateInvalid).default(0),
    startDate: optionalDate,
    endDate: optionalDate,
    limitDate: optionalDate,
    /** The balance before the first operation (the patrimony's "start balance"), signed. */
    initialBalance: amount.default(0),
    /** Loans: the capital borrowed and the monthly instalment ("deadline"), both positive. */
    initialCapital: optionalAmount,
    monthlyDeadline: optionalAmount,
    favorite: z.boolean().default(false),
    level: z.number().int().nonnegative().max(INT4_MAX).default(0),
  })
  .refine((a) => !a.startDate || !a.endDate || a.endDate >= a.startDate, {
    message: MessageCode.accountEndBeforeStart,
    path: ['endDate'],
  });
export type AccountSaveRequest = z.infer<typeof accountSaveSchema>;

/** DELETE /api/account/{accountId}?force=true deletes a non-empty account with its operations. */
export const accountDeleteQuerySchema = forceQuerySchema;

/** The refusal of a non-empty account: the SPA offers a forced delete showing the count. */
export const accountNotEmptyErrorSchema = z.object({
  messageCode: z.literal(MessageCode.accountNotEmpty),
  count: z.number().int().positive(),
});
export type AccountNotEmptyError = z.infer<typeof accountNotEmptyErrorSchema>;

/** GET /api/account/{id}/balance?date=: balances at the end of that day (today by default). */
export const accountBalanceQuerySchema = z.object({
  date: isoDateSchema(MessageCode.accountDateInvalid).optional(),
});
export const accountBalanceDtoSchema = z.object({
  accountId: idSchema,
  date: z.string(),
  /** Initial balance plus every operation dated up to `date`. */
  balance: centsSchema,
  /** The same, counting pointed operations only. */
  pointedBalance: centsSchema,
});
export type AccountBalanceDto = z.infer<typeof accountBalanceDtoSchema>;

/** POST /api/account/{id}/lastUpdate (no body): the user marks the account up to date now. */
export const accountLastUpdateDtoSchema = z.object({ lastUpdateDate: z.iso.datetime() });
