import { comparisonKey } from './text';

// Payee keywords (spec 001 §3, §5): the bank labels that name the payee, entered as a comma list.

export const KEYWORD_MAX = 100;
export const KEYWORD_SEPARATOR = ', ';

/** Comma list or list: trimmed, spaces collapsed, empty items dropped, each once (case and accents ignored). */
export function parseKeywords(input: string | readonly string[]): string[] {
  const items = typeof input === 'string' ? input.split(',') : input.flatMap((k) => k.split(','));
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const item of items) {
    const keyword = item.trim().replace(/\s+/g, ' ');
    const key = comparisonKey(keyword);
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

export function formatKeywords(keywords: readonly string[]): string {
  return keywords.join(KEYWORD_SEPARATOR);
}

export interface SharedKeyword {
  keyword: string;
  payeeIds: number[];
}

/**
 * The keywords used by two payees or more (payee.keyword.shared): an imported label would then
 * match either. Flagged, not refused: the user decides which payee keeps it.
 */
export function sharedKeywords(
  payees: readonly { payeeId: number; keywords: readonly string[] }[],
): SharedKeyword[] {
  const byKey = new Map<string, SharedKeyword>();
  for (const { payeeId, keywords } of payees) {
    for (const keyword of keywords) {
      const key = comparisonKey(keyword);
      const entry = byKey.get(key) ?? { keyword, payeeIds: [] };
      if (!entry.payeeIds.includes(payeeId)) entry.payeeIds.push(payeeId);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].filter((entry) => entry.payeeIds.length > 1);
}

/** The keywords of one payee that another payee also uses, for the payee modal. */
export function keywordsUsedElsewhere(
  payeeId: number | null,
  keywords: readonly string[],
  others: readonly { payeeId: number; keywords: readonly string[] }[],
): string[] {
  const elsewhere = new Set(
    others
      .filter((other) => other.payeeId !== payeeId)
      .flatMap((other) => other.keywords.map(comparisonKey)),
  );
  return keywords.filter((keyword) => elsewhere.has(comparisonKey(keyword)));
}
