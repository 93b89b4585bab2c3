import { z } from 'zod';
import { MessageCode } from './message-codes';
import type { Cents } from './money';
import {
  accountRefField,
  dateField,
  memoField,
  nonZeroAmountField,
  payeeRefField,
  storedCategoryRefField,
  tagIdsField,
  typeRefField,
} from './operations-fields';

// The transfer modal (spec 001 §2, §5): POST /api/operation/TRANSFER/{operationId}.

/**
 * A transfer: `amount` leaves `account` and arrives on `toAccount` (a different account). Any
 * non-zero cents, the absolute value used. `toAmount` is what arrives when the two currencies
 * differ (required then, see transferAmountsError); the value date defaults to the date. Both
 * legs get the type, payee, memo, category and tags.
 */
export const transferSaveSchema = z
  .object({
    account: accountRefField(MessageCode.operationAccountRequired),
    toAccount: accountRefField(MessageCode.transferToAccountRequired),
    date: dateField(MessageCode.operationDateInvalid, MessageCode.operationDateInvalid),
    /** Empty is the date. */
    valueDate: z
      .string(MessageCode.operationValueDateInvalid)
      .nullish()
      .transform((date) => date?.trim() || null)
      .pipe(
        dateField(
          MessageCode.operationValueDateInvalid,
          MessageCode.operationValueDateInvalid,
        ).nullable(),
      ),
    amount: nonZeroAmountField(),
    toAmount: nonZeroAmountField()
      .nullish()
      .transform((cents) => cents ?? null),
    type: typeRefField,
    payee: payeeRefField,
    memo: memoField,
    category: storedCategoryRefField,
    tags: tagIdsField,
  })
  .refine((transfer) => transfer.toAccount !== transfer.account, {
    message: MessageCode.transferSameAccount,
    path: ['toAccount'],
  })
  .transform((transfer) => ({
    accountId: transfer.account,
    toAccountId: transfer.toAccount,
    date: transfer.date,
    valueDate: transfer.valueDate ?? transfer.date,
    amount: transfer.amount,
    toAmount: transfer.toAmount,
    typeId: transfer.type,
    payeeId: transfer.payee,
    memo: transfer.memo,
    categoryId: transfer.category,
    tagIds: transfer.tags,
  }));
export type TransferSaveRequest = z.infer<typeof transferSaveSchema>;

type TransferAmounts = Pick<TransferSaveRequest, 'amount' | 'toAmount'>;

/**
 * The amount rule the server checks once it knows both currencies (spec 001 §5):
 * different currencies need the amount received; the same currency takes no other amount.
 */
export function transferAmountsError(
  transfer: TransferAmounts,
  sameCurrency: boolean,
): string | null {
  const { amount, toAmount } = transfer;
  if (!sameCurrency && toAmount === null) return MessageCode.transferToAmountRequired;
  if (sameCurrency && toAmount !== null && toAmount !== amount) {
    return MessageCode.transferToAmountSameCurrency;
  }
  return null;
}

/** The signed amounts of the two legs: the source's debit, the destination's credit. */
export function transferLegAmounts(transfer: TransferAmounts): { from: Cents; to: Cents } {
  return { from: -transfer.amount, to: transfer.toAmount ?? transfer.amount };
}
