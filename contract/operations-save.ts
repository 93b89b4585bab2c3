import { z } from 'zod';
import { CategoryId } from './categories';
import { directionSchema } from './debit-credit';
import { idParamSchema, saveIdParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { centsField, type Cents } from './money';
import { operationKindSchema, operationStateSchema } from './operations';
import {
  accountRefField,
  dateField,
  memoField,
  nonZeroAmountField,
  operationCategoryRefField,
  payeeRefField,
  storedCategoryRefField,
  tagIdsField,
  typeRefField,
} from './operations-fields';
import { splitPartsError } from './operations-split';

// The operation modal (spec 001 §2, §5, §7): GET, POST, DELETE /api/operation/{type}/{id}.

/** {operationType} of the paths: SIMPLE or TRANSFER, in any case. */
const kindParam = z.string().toUpperCase().pipe(operationKindSchema);

export const operationPathSchema = z.object({
  operationType: kindParam,
  operationId: idParamSchema,
});
/** POST /api/operation/{operationType}/{operationId}: NEW_ID (0) creates, parsed to null. */
export const operationSavePathSchema = z.object({
  operationType: kindParam,
  operationId: saveIdParamSchema,
});

export const SPLIT_PARTS_MAX = 100;

/** A part as the modal sends it: its amount in the operation's direction (negative against it). */
const splitPartSchema = z.object({
  category: storedCategoryRefField,
  memo: memoField,
  /** Nothing typed yet (null) counts as 0: a blank line, dropped. */
  amount: centsField(MessageCode.amountInvalid)
    .nullish()
    .transform((cents) => cents ?? 0),
  tags: tagIdsField,
});

/** A part ready to store: a signed amount, like the operation's. */
export interface OperationPart {
  categoryId: number | null;
  memo: string | null;
  amount: Cents;
  tagIds: number[];
}

/**
 * The body of a simple operation. `amount` is any non-zero cents, its absolute value used with
 * `debitCredit` (-1 debit, 1 credit). With the split category (-2), `splitOperations` holds the
 * parts (zero-amount ones dropped), which must make the amount; otherwise the operation has one
 * part of `category` with `tags`. Parsed to the stored shape: signed amounts, ids or null.
 */
export const operationSaveSchema = z
  .object({
    account: accountRefField(MessageCode.operationAccountRequired),
    date: dateField(MessageCode.operationDateInvalid, MessageCode.operationDateInvalid),
    valueDate: dateField(
      MessageCode.operationValueDateRequired,
      MessageCode.operationValueDateInvalid,
    ),
    amount: nonZeroAmountField(),
    debitCredit: directionSchema,
    type: typeRefField,
    payee: payeeRefField,
    memo: memoField,
    state: operationStateSchema.default(null),
    category: operationCategoryRefField,
    tags: tagIdsField,
    splitOperations: z
      .array(splitPartSchema)
      .max(SPLIT_PARTS_MAX)
      .default([])
      .transform((parts) => parts.filter((part) => part.amount !== 0)),
  })
  .superRefine((operation, ctx) => {
    if (operation.category !== CategoryId.split) return;
    const error = splitPartsError(operation.amount, operation.splitOperations);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['splitOperations'] });
  })
  .transform((operation) => {
    const amount = operation.debitCredit * operation.amount;
    return {
      accountId: operation.account,
      date: operation.date,
      valueDate: operation.valueDate,
      amount,
      typeId: operation.type,
      payeeId: operation.payee,
      memo: operation.memo,
      state: operation.state,
      parts: partsOf(amount, operation.category, operation.tags, operation.splitOperations),
    };
  });
export type OperationSaveRequest = z.infer<typeof operationSaveSchema>;

function partsOf(
  amount: Cents,
  category: number,
  tagIds: number[],
  split: z.infer<typeof splitPartSchema>[],
): OperationPart[] {
  const sign = Math.sign(amount);
  if (category === CategoryId.split) {
    return split.map((part) => ({
      categoryId: part.category,
      memo: part.memo,
      amount: sign * part.amount,
      tagIds: part.tags,
    }));
  }
  return [{ categoryId: category > 0 ? category : null, memo: null, amount, tagIds }];
}

/**
 * POST /api/operation/{type}/{id} answers the operation saved (a transfer: the leg of the path,
 * or the source leg when created) and its row version, also sent as the ETag.
 */
export const operationSavedDtoSchema = z.object({
  operationId: z.number().int().positive(),
  version: z.number().int().nonnegative(),
});
export type OperationSavedDto = z.infer<typeof operationSavedDtoSchema>;

/** The ETag of an operation: its row version, strong. GET and POST send it; If-Match echoes it. */
export const operationETag = (version: number) => `"${version}"`;

/**
 * The version an If-Match header names: null when absent or `*` (no check), NaN when it names
 * no version (answered as stale).
 */
export function ifMatchVersion(header: string | undefined): number | null {
  const value = header?.trim();
  if (!value || value === '*') return null;
  const match = /^(?:W\/)?"(\d{1,15})"$/.exec(value);
  return match ? Number(match[1]) : Number.NaN;
}
