import { z } from 'zod';
import { storedCategoryIdSchema } from './categories';
import { MessageCode } from './message-codes';
import { centsField, distributeCents, type Cents } from './money';
import { percentSchema, percentToBp } from './percent';
import { tagRefSchema } from './tags';

// Payee split templates (spec 001 §3, §4, §5): the parts a new operation of that payee gets.

/**
 * A part: a category (or undefined), tags, and either an amount in cents or a percentage (when not
 * null). Amounts are absolute: the side (credit or debit) gives the sign. Percentages share what
 * the fixed amounts leave.
 */
export const payeeSplitPartSchema = z.object({
  category: z
    .object({ categoryId: storedCategoryIdSchema })
    .nullish()
    .transform((category) => category?.categoryId ?? null),
  tags: z
    .array(tagRefSchema)
    .default([])
    .transform((tags) => [...new Set(tags.map((tag) => tag.tagId))]),
  amount: centsField(MessageCode.amountInvalid).nonnegative().default(0),
  percentage: percentSchema(MessageCode.percentageInvalid)
    .nullish()
    .transform((percentage) => percentage ?? null),
});
export type PayeeSplitPart = z.infer<typeof payeeSplitPartSchema>;

type Part = Pick<PayeeSplitPart, 'category' | 'amount' | 'percentage'>;

const byPercentage = (part: Part) => part.percentage !== null;
const isEmpty = (part: Part) => part.category === null && part.amount === 0 && !part.percentage;

/** Parts with nothing in them are the blank lines the modal adds; they are not saved. */
export function withoutEmptyParts<T extends Part>(parts: readonly T[]): T[] {
  return parts.filter((part) => !isEmpty(part));
}

/** What the percentages leave to place, in basis points. */
function remainderBp(parts: readonly Part[]): number {
  return parts
    .filter(byPercentage)
    .reduce((rest, p) => rest - percentToBp(p.percentage ?? 0), 10_000);
}

/** What the percentages leave to place, in percent (0 when they add up to 100). */
export function percentageRemainder(parts: readonly Part[]): number {
  return remainderBp(parts) / 100;
}

/**
 * Whether percentages given with 2 decimals make 100. Two parts can always be exact; each further
 * part may be off by half a hundredth, so 3 × 33.33 (99.99) and 7 × 14.29 (100.03) pass,
 * 50 + 49.99 does not.
 */
function percentagesComplete(parts: readonly Part[]): boolean {
  const count = parts.filter(byPercentage).length;
  return 2 * Math.abs(remainderBp(parts)) <= Math.max(0, count - 1);
}

/**
 * The first broken rule of one side's template, or null. `total` is the payee's default amount
 * of that side (absolute), when it has one. Rules: at least one part; a part with a category
 * needs a non-zero amount or percentage; the remainder is 0 (percentages make 100, fixed amounts
 * make the total or, beside percentages, stay within it).
 */
export function splitTemplateError(parts: readonly Part[], total: Cents | null): string | null {
  if (parts.length === 0) return MessageCode.payeeSplitNeedPart;
  const zero = (p: Part) => (byPercentage(p) ? p.percentage === 0 : p.amount === 0);
  if (parts.some((p) => p.category !== null && zero(p))) return MessageCode.payeeSplitNeedAmount;
  const fixed = parts.filter((p) => !byPercentage(p)).reduce((sum, p) => sum + p.amount, 0);
  const percentages = parts.some(byPercentage);
  if (percentages && !percentagesComplete(parts)) return MessageCode.payeeSplitRemainder;
  if (total !== null && (percentages ? fixed > total : fixed !== total)) {
    return MessageCode.payeeSplitRemainder;
  }
  return null;
}

/** The signed amounts a new operation of `total` cents gets from the template. */
export function applySplitTemplate(total: Cents, parts: readonly Part[]): Cents[] {
  const sign = total < 0 ? -1 : 1;
  return distributeCents(
    total,
    parts.map((part) =>
      byPercentage(part) ? { percentage: part.percentage } : { amount: sign * part.amount },
    ),
  );
}
