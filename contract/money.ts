import { z } from 'zod';
import { memoized } from './memoized';
import { MessageCode } from './message-codes';
import { percentToBp } from './percent';

/** Money is integer cents everywhere; these helpers are the only place text meets cents. */
export type Cents = number;

const AMOUNT_PATTERN = /^([+-])?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/** Parses "1 234,5", "-12.34" or "7" into cents; null when the text is not an amount. */
export function parseAmountToCents(text: string): Cents | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole.replace(/\D/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!isCentsInRange(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** Cents as a person edits them: 2 decimals, the language's decimal mark, no grouping or currency
 *  (so that parseAmountToCents reads it back: "1234,50" in French, "1234.50" in English). */
export function formatCentsForInput(cents: Cents, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

/** Cents as a plain decimal number for files (CSV): a minus sign, no grouping, 2 decimals after
 *  `decimalMark`; integer arithmetic only ("-1234,05" with a comma). */
export function formatCentsPlain(cents: Cents, decimalMark: '.' | ','): string {
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}${decimalMark}${fraction}`;
}

/** Formats cents with 2 decimals and the currency, in the reader's language. */
export function formatCents(cents: Cents, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * The largest amount, in cents, of one operation, part, plan, goal or balance a person gives:
 * 9 999 999 999.99 in any currency. Far above a household's needs (even in currencies of small
 * units), it keeps every sum of a life's operations a safe integer and inside a BIGINT.
 */
export const CENTS_MAX = 999_999_999_999;

export const isCentsInRange = (cents: number): boolean =>
  Number.isSafeInteger(cents) && Math.abs(cents) <= CENTS_MAX;

/** A cents field whose every failure carries `message`: an integer within ±CENTS_MAX. */
export const centsField = memoized((message: string = MessageCode.amountInvalid) =>
  z.number(message).int(message).min(-CENTS_MAX, message).max(CENTS_MAX, message),
);

/** Cents a person gives (an amount, a balance): an integer within ±CENTS_MAX. */
export const amountSchema = centsField();

/** Cents in an answer: a safe integer, since sums and balances may pass CENTS_MAX. */
export const centsSchema = z.number().int();

/**
 * A part of a split: a fixed amount in cents, or a percentage (when not null) of what the fixed
 * amounts leave. Payee split templates and operation split parts both fit this shape.
 */
export interface SplitShare {
  readonly amount?: Cents | null;
  readonly percentage?: number | null;
}

/**
 * The one implementation of split arithmetic (spec 001 §4, split amounts computed in cents).
 * - Plain numbers are weights: the parts add up to the total exactly.
 * - Shares: fixed amounts are taken as given (signed); the percentage parts share the rest in
 *   proportion to their percentages, so they always add up to it exactly (3 × 33.33 % included).
 *   With fixed amounts only, the parts add up to their own sum: see `remainderCents`.
 * The rounding remainder goes to the largest part (the first of equal ones).
 */
export function distributeCents(total: Cents, parts: readonly number[]): Cents[];
export function distributeCents(total: Cents, parts: readonly SplitShare[]): Cents[];
export function distributeCents(
  total: Cents,
  parts: readonly number[] | readonly SplitShare[],
): Cents[] {
  const weights = parts.map(weightOf);
  const fixed = parts.map((part, i) => (weights[i] === null ? fixedAmountOf(part) : 0));
  const weighted = weights.filter((weight) => weight !== null);
  if (weighted.length === 0) return fixed;
  const spread = spreadByWeight(total - sum(fixed), weighted);
  return weights.map((weight, i) => (weight === null ? (fixed[i] ?? 0) : (spread.shift() ?? 0)));
}

/** What a split still has to place: the total less its parts. */
export function remainderCents(total: Cents, parts: readonly Cents[]): Cents {
  return total - sum(parts);
}

/** A weight, or null for a fixed amount; percentages count in basis points (33.33 → 3333). */
function weightOf(part: number | SplitShare): number | null {
  if (typeof part === 'number') return part;
  return part.percentage == null ? null : percentToBp(part.percentage);
}

function fixedAmountOf(part: number | SplitShare): Cents {
  return typeof part === 'number' ? 0 : (part.amount ?? 0);
}

function spreadByWeight(total: Cents, weights: readonly number[]): Cents[] {
  const weightSum = sum(weights);
  if (weightSum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  // + 0 turns -0 into 0, which would otherwise show as "-0,00 €".
  const parts = weights.map((w) => Math.trunc((total * w) / weightSum) + 0);
  const largest = parts.reduce(
    (best, p, i) => (Math.abs(p) > Math.abs(parts[best] ?? 0) ? i : best),
    0,
  );
  parts[largest] = (parts[largest] ?? 0) + total - sum(parts);
  return parts;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
