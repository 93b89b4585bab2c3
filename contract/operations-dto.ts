import { z } from 'zod';
import { categoryRefDtoSchema } from './categories';
import { directionSchema } from './debit-credit';
import { idSchema } from './ids';
import { centsSchema } from './money';
import { operationKindSchema, operationStateSchema } from './operations';
import { tagDtoSchema } from './tags';

// Answers of /api/operation (spec 001 §3 Operation, §7). Special references follow the payees'
// answers: no type, payee or category is its id -1 with an empty name (split is -2).

export const operationAccountRefSchema = z.object({
  accountId: idSchema,
  name: z.string(),
  currency: z.object({ currencyId: idSchema, symb: z.string() }),
});
export type OperationAccountRef = z.infer<typeof operationAccountRefSchema>;

/** A part: `amount` signed like the operation's, `amountAbs` its absolute value. */
export const splitOperationDtoSchema = z.object({
  category: categoryRefDtoSchema,
  memo: z.string().nullable(),
  amount: centsSchema,
  amountAbs: centsSchema.nonnegative(),
  tags: z.array(tagDtoSchema),
});
export type SplitOperationDto = z.infer<typeof splitOperationDtoSchema>;

/**
 * An operation. `amount` is signed (negative for a debit) and `debitCredit` its side. `balance`
 * is the running balance after this line, null where it means nothing (search results in several
 * currencies). `category` is the main category (operations-split.ts `mainCategoryId`); the
 * screens show split (-2) when there are several parts (`displayedCategoryId`). A transfer names
 * the other leg's account in `toAccount` and what it received in `toAmount`.
 */
export const operationDtoSchema = z.object({
  operationId: idSchema,
  operationType: operationKindSchema,
  account: operationAccountRefSchema,
  toAccount: operationAccountRefSchema.nullable(),
  toAmount: centsSchema.nullable(),
  date: z.string(),
  valueDate: z.string(),
  amount: centsSchema,
  balance: centsSchema.nullable(),
  state: operationStateSchema,
  type: z.object({ typeId: z.number().int(), abrv: z.string() }),
  payee: z.object({ payeeId: z.number().int(), name: z.string() }),
  memo: z.string().nullable(),
  debitCredit: directionSchema,
  splitOperations: z.array(splitOperationDtoSchema),
  category: categoryRefDtoSchema,
});
export type OperationDto = z.infer<typeof operationDtoSchema>;

/** GET /api/operation: the lines in the order asked; the start balance in OPERATION_BALANCE_HEADER. */
export const operationListDtoSchema = z.array(operationDtoSchema);

/** GET /api/operation/balance. */
export const operationBalanceDtoSchema = z.object({ balance: centsSchema });

/** The signed running balance after each line, from the balance before the first. */
export function runningBalances(start: number, amounts: readonly number[]): number[] {
  let balance = start;
  return amounts.map((amount) => (balance += amount));
}

/** Search results show a running balance only when they all share one currency (spec 001 §2). */
export function shareOneCurrency(operations: readonly Pick<OperationDto, 'account'>[]): boolean {
  return new Set(operations.map((op) => op.account.currency.currencyId)).size <= 1;
}
