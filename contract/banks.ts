import { z } from 'zod';
import { accountDtoSchema } from './account-dtos';
import { forceQuerySchema, idParamSchema, idSchema, saveIdParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { requiredText } from './required-text';

// Payloads of /api/bank and /api/bankName (spec 000 §3 and §7, 001 §3 and §7).

export const BANK_NAME_MAX = 100;

/** "Autre banque", the reference name of any bank the list lacks. */
export const OTHER_BANK_NAME_ID = 25;

export const bankIdParamsSchema = z.object({ bankId: idParamSchema });
/** POST /api/bank/{bankId}: a bank of the user, or NEW_ID to create one. */
export const bankSaveParamsSchema = z.object({ bankId: saveIdParamSchema });

/**
 * GET /api/bankName: the main French and online banks (migrations 0002 and 0006) by name,
 * "Autre banque" last.
 */
export const bankNameDtoSchema = z.object({ bankNameId: idSchema, name: z.string() });
export type BankNameDto = z.infer<typeof bankNameDtoSchema>;

/** GET /api/bank and GET /api/bank/{bankId}: a bank with its accounts. */
export const bankDtoSchema = z.object({
  bankId: idSchema,
  name: z.string(),
  bankNameId: idSchema.nullable(),
  biBankId: z.number().int().nullable(),
  accounts: z.array(accountDtoSchema),
});
export type BankDto = z.infer<typeof bankDtoSchema>;

/**
 * POST /api/bank/{bankId}: a name picked from GET /api/bankName (its bankNameId kept, so imports
 * and the aggregator can recognise it) or typed freely (bankNameId null).
 */
export const bankSaveSchema = z.object({
  name: requiredText(MessageCode.bankNameRequired, BANK_NAME_MAX),
  bankNameId: idSchema.nullish().transform((id) => id ?? null),
});
export type BankSaveRequest = z.infer<typeof bankSaveSchema>;

/**
 * DELETE /api/bank/{bankId} (the spec omits it): a bank deletes with its accounts, each under the
 * account rules, so the main account refuses it and operations need `force=true` after the
 * AccountNotEmptyException (its count adds up the operations of all the bank's accounts).
 */
export const bankDeleteQuerySchema = forceQuerySchema;
