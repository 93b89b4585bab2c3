/** How long text is shortened for display; lengths count characters, not UTF-16 units. */
export const ELLIPSIS = '…';

/** Shown whole up to `whole` characters; longer: the first `head`, an ellipsis, the last `tail`. */
export interface Abbreviation {
  readonly whole: number;
  readonly head: number;
  readonly tail: number;
}

/** Generic long text (spec 001 §9 and 000 §9): 8 characters or fewer whole. */
export const LONG_TEXT_ABBREVIATION: Abbreviation = { whole: 8, head: 8, tail: 4 };

/**
 * The specs disagree on how an IBAN is masked: 000 §9 shows the first 5 and last 3 characters
 * (accounts screen), 002 §5 and §9 the first 8, an ellipsis and the last 4 (patrimony). Each
 * screen keeps its document's reading. An IBAN is never shorter than 15 characters, so `whole`
 * only matters for bad data.
 */
export const IBAN_MASK_ACCOUNTS: Abbreviation = { whole: 8, head: 5, tail: 3 };
export const IBAN_MASK_PATRIMONY: Abbreviation = { whole: 8, head: 8, tail: 4 };

export function abbreviate(text: string, rule: Abbreviation = LONG_TEXT_ABBREVIATION): string {
  const chars = Array.from(text);
  if (chars.length <= rule.whole) return text;
  const tail = rule.tail > 0 ? chars.slice(-rule.tail).join('') : '';
  return `${chars.slice(0, rule.head).join('')}${ELLIPSIS}${tail}`;
}

/** Keeps the first `max` characters, and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}
