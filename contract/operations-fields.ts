import { z } from 'zod';
import { CategoryId, storedCategoryIdSchema } from './categories';
import { isIsoDate } from './dates';
import { idField, idSchema } from './ids';
import { MessageCode } from './message-codes';
import { CENTS_MAX } from './money';
import { typeIdFromApi } from './operation-types';
import { OPERATION_MEMO_MAX } from './operations';
import { PayeeId } from './payees';
import { tagRefSchema } from './tags';
import { safeText } from './text';

// Fields shared by the bodies of the operation and transfer modals (spec 001 §5).

const missing = (input: unknown) => input === undefined || input === null || input === '';

/** `required` when nothing was given, `invalid` otherwise. */
const either = (required: string, invalid: string) => (issue: { input?: unknown }) =>
  missing(issue.input) ? required : invalid;

/** A reference to one of the user's accounts ({ accountId }), parsed to its id. */
export const accountRefField = (required: string) =>
  z.object({ accountId: idField(required) }, required).transform((account) => account.accountId);

/** A required ISO date: `required` when empty, `invalid` when not a date. */
export const dateField = (required: string, invalid: string) =>
  z
    .string({ error: either(required, invalid) })
    .refine((text) => text.trim() !== '', { message: required, abort: true })
    .refine(isIsoDate, invalid);

/** Cents other than zero, parsed to their absolute value (spec 001 §5: the side gives the sign). */
export const nonZeroAmountField = (required: string = MessageCode.operationAmountRequired) =>
  z
    .number({ error: either(required, MessageCode.amountInvalid) })
    .int(MessageCode.amountInvalid)
    .min(-CENTS_MAX, MessageCode.amountInvalid)
    .max(CENTS_MAX, MessageCode.amountInvalid)
    .refine((cents) => cents !== 0, required)
    .transform(Math.abs);

/** An operation type ({ typeId }; -1 or nothing is no type), parsed to the stored id or null. */
export const typeRefField = z
  .object({ typeId: z.union([idSchema, z.literal(-1)]) })
  .nullish()
  .transform((type) => typeIdFromApi(type?.typeId));

/** A payee ({ payeeId }; -1 or nothing is none), parsed to the stored id or null. */
export const payeeRefField = z
  .object({ payeeId: z.union([idSchema, z.literal(PayeeId.undefined)]) })
  .nullish()
  .transform((payee) => (payee && payee.payeeId > 0 ? payee.payeeId : null));

/** A category that can be stored ({ categoryId }: an id, -1 or nothing), parsed to id or null. */
export const storedCategoryRefField = z
  .object({ categoryId: storedCategoryIdSchema })
  .nullish()
  .transform((category) => category?.categoryId ?? null);

/** The operation modal's category: an id, undefined (-1, the default) or split (-2). */
export const operationCategoryRefField = z
  .object({
    categoryId: z.union([idSchema, z.literal(CategoryId.undefined), z.literal(CategoryId.split)]),
  })
  .nullish()
  .transform((category) => category?.categoryId ?? CategoryId.undefined);

/** A memo: one line of text, trimmed; empty is none. */
export const memoField = safeText()
  .trim()
  .max(OPERATION_MEMO_MAX)
  .nullish()
  .transform((memo) => memo || null);

/** Tags ({ tagId }), parsed to distinct ids. */
export const tagIdsField = z
  .array(tagRefSchema)
  .default([])
  .transform((tags) => [...new Set(tags.map((tag) => tag.tagId))]);
