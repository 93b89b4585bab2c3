import { z } from 'zod';
import { CategoryId } from './categories';
import { directionSchema, DebitCredit } from './debit-credit';
import { DEFAULT_ECHEANCE_FREQUENCY } from './echeances';
import { frequencySchema } from './echeances-dto';
import { idSchema } from './ids';
import { MessageCode } from './message-codes';
import { centsField, type Cents } from './money';
import { OperationKind, operationKindSchema } from './operations';
import {
  dateField,
  memoField,
  nonZeroAmountField,
  operationCategoryRefField,
  payeeRefField,
  storedCategoryRefField,
  tagIdsField,
  typeRefField,
} from './operations-fields';
import { SPLIT_PARTS_MAX, type OperationPart } from './operations-save';
import { splitPartsError } from './operations-split';

// The planned-operation modal (spec 001 §3, §5, §9): POST /api/echeances/{idEcheance}.

/** Spec 001 §9: a new planned operation begins on 1 January of the current year. */
export const defaultBeginDate = (today: Date = new Date()) => `${today.getFullYear()}-01-01`;

/** An account reference that may be left out ({ accountId } or nothing), parsed to id or null. */
const optionalAccountField = z
  .object({ accountId: idSchema.nullish() })
  .nullish()
  .transform((account) => account?.accountId ?? null);

/** A part of a split (its category is required too, see echeanceIssues). */
const echeancePartSchema = z.object({
  category: storedCategoryRefField,
  memo: memoField,
  /** Nothing typed yet (null) counts as 0: a blank line, dropped. */
  amount: centsField(MessageCode.amountInvalid)
    .nullish()
    .transform((cents) => cents ?? 0),
  tags: tagIdsField,
});
type EcheancePartInput = z.infer<typeof echeancePartSchema>;

/** Budgets: their ids, or { accountId } as GET answers them; parsed to distinct ids. */
const budgetsField = z
  .array(z.union([idSchema, z.object({ accountId: idSchema })]))
  .default([])
  .transform((budgets) => [
    ...new Set(budgets.map((b) => (typeof b === 'number' ? b : b.accountId))),
  ]);

const rawPlanSchema = z.object({
  beginDate: dateField(MessageCode.echeanceBeginDateRequired, MessageCode.echeanceBeginDateInvalid),
  frequency: frequencySchema.default(DEFAULT_ECHEANCE_FREQUENCY),
  operationType: operationKindSchema.default(OperationKind.simple),
  account: optionalAccountField,
  toAccount: optionalAccountField,
  autoSave: z.boolean().default(false),
  amount: nonZeroAmountField(MessageCode.echeanceAmountInvalid),
  debitCredit: directionSchema.default(DebitCredit.debit),
  type: typeRefField,
  payee: payeeRefField,
  memo: memoField,
  category: operationCategoryRefField,
  tags: tagIdsField,
  splitOperations: z.array(echeancePartSchema).max(SPLIT_PARTS_MAX).default([]),
  budgets: budgetsField,
});
type RawPlan = z.infer<typeof rawPlanSchema>;

/** The broken rules of a plan as [message code, field] (spec 001 §5 and the transfer rules). */
function echeanceIssues(plan: RawPlan): [string, PropertyKey[]][] {
  const issues: [string, PropertyKey[]][] = [];
  const transfer = plan.operationType === OperationKind.transfer;
  if (plan.category === CategoryId.undefined) {
    issues.push([MessageCode.echeanceCategoryRequired, ['category']]);
  }
  // Also run while other fields are wrong (see echeanceSaveSchema): only well-typed parts count.
  if (
    plan.category === CategoryId.split &&
    Number.isInteger(plan.amount) &&
    Array.isArray(plan.splitOperations)
  ) {
    const error = splitPartsError(plan.amount, filledParts(plan));
    if (error) issues.push([error, ['splitOperations']]);
    plan.splitOperations.forEach((part, i) => {
      if (part.amount !== 0 && part.category === null) {
        issues.push([MessageCode.echeanceCategoryRequired, ['splitOperations', i, 'category']]);
      }
    });
  }
  if ((plan.autoSave || transfer) && plan.account === null) {
    issues.push([MessageCode.echeanceAccountRequired, ['account']]);
  }
  if (transfer && plan.toAccount === null) {
    issues.push([MessageCode.transferToAccountRequired, ['toAccount']]);
  }
  if (transfer && plan.toAccount !== null && plan.toAccount === plan.account) {
    issues.push([MessageCode.transferSameAccount, ['toAccount']]);
  }
  return issues;
}

/** The parts with an amount: blank lines are dropped. */
const filledParts = (plan: RawPlan) => plan.splitOperations.filter((part) => part.amount !== 0);

function partsOf(amount: Cents, plan: RawPlan): OperationPart[] {
  const sign = Math.sign(amount);
  if (plan.category === CategoryId.split) {
    return filledParts(plan).map((part: EcheancePartInput) => ({
      categoryId: part.category,
      memo: part.memo,
      amount: sign * part.amount,
      tagIds: part.tags,
    }));
  }
  return [{ categoryId: plan.category, memo: null, amount, tagIds: plan.tags }];
}

/**
 * The body of a planned operation. `amount` is any non-zero cents, its absolute value used with
 * `debitCredit`; a transfer's amount leaves `account` for `toAccount` (a debit of the source).
 * The category is required (an id, or split -2 with `splitOperations` making the amount, each
 * part with its own category); the account is required with autoSave and for a transfer.
 * Parsed to the stored shape: signed amounts, ids or null.
 */
export const echeanceSaveSchema = rawPlanSchema
  .superRefine(
    (plan, ctx) => {
      for (const [message, path] of echeanceIssues(plan)) {
        ctx.addIssue({ code: 'custom', message, path });
      }
    },
    // The form tells every broken rule at once, not the cross-field ones after the others.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((plan) => {
    const transfer = plan.operationType === OperationKind.transfer;
    const amount = transfer ? -plan.amount : plan.debitCredit * plan.amount;
    return {
      beginDate: plan.beginDate,
      frequency: plan.frequency,
      operationType: plan.operationType,
      accountId: plan.account,
      toAccountId: transfer ? plan.toAccount : null,
      autoSave: plan.autoSave,
      amount,
      typeId: plan.type,
      payeeId: plan.payee,
      memo: plan.memo,
      parts: partsOf(amount, plan),
      budgetIds: plan.budgets,
    };
  });
export type EcheanceSaveRequest = z.infer<typeof echeanceSaveSchema>;
export type EcheanceSaveBody = z.input<typeof echeanceSaveSchema>;
