/** Money is integer cents everywhere; these helpers are the only place text meets cents. */
export type Cents = number;

const AMOUNT_PATTERN = /^([+-])?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/** Parses "1 234,5", "-12.34" or "7" into cents; null when the text is not an amount. */
export function parseAmountToCents(text: string): Cents | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole.replace(/\D/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
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
 * Splits a total across weights so the parts add up to the total exactly; the rounding remainder
 * goes to the largest part (spec 001 §4).
 */
export function distributeCents(total: Cents, weights: readonly number[]): Cents[] {
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0) return [];
  if (weightSum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const parts = weights.map((w) => Math.trunc((total * w) / weightSum));
  const remainder = total - parts.reduce((sum, p) => sum + p, 0);
  const largest = parts.reduce(
    (best, p, i) => (Math.abs(p) > Math.abs(parts[best] ?? 0) ? i : best),
    0,
  );
  parts[largest] = (parts[largest] ?? 0) + remainder;
  return parts;
}
