import { searchFold } from '../../../contract/operations-search';
import type { ImportPayee } from '../payees/payees-import.service';

// Payee keywords (spec 001 §3): a line whose label holds one of a payee's keywords gets that
// payee and its default category for the line's direction. A label that is a payee's very name
// (a file Pécule exported) gets that payee too. The longest keyword wins: it says the most.

export interface PayeeChoice {
  payeeId: number;
  categoryId: number | null;
}

export interface PayeeMatcher {
  (line: { label: string; amount: number }): PayeeChoice | null;
}

interface Keyword {
  payee: ImportPayee;
  folded: string;
}

const before = (a: Keyword, b: Keyword) =>
  b.folded.length - a.folded.length || a.payee.payeeId - b.payee.payeeId;

/**
 * The keywords by their first two letters (one-letter keywords by their letter): a label is
 * compared only with the keywords that start somewhere in it, not with every keyword of every
 * payee (a user with hundreds of keywords and a file of 50,000 lines).
 */
function keywordIndex(keywords: readonly Keyword[]) {
  const byStart = new Map<string, Keyword[]>();
  for (const keyword of keywords) {
    const start = keyword.folded.slice(0, 2);
    const same = byStart.get(start);
    if (same) same.push(keyword);
    else byStart.set(start, [keyword]);
  }
  return (folded: string): Keyword | undefined => {
    let best: Keyword | undefined;
    for (let at = 0; at < folded.length; at++) {
      for (const start of [folded.slice(at, at + 2), folded[at]!]) {
        for (const keyword of byStart.get(start) ?? []) {
          if (best !== undefined && before(best, keyword) <= 0) continue;
          if (folded.startsWith(keyword.folded, at)) best = keyword;
        }
      }
    }
    return best;
  };
}

export function payeeMatcher(payees: readonly ImportPayee[]): PayeeMatcher {
  const usable = payees.filter((payee) => !payee.importExcluded);
  const byName = new Map(usable.map((payee) => [searchFold(payee.nameFolded), payee]));
  const keywords = usable
    .flatMap((payee) => payee.keywords.map((keyword) => ({ payee, folded: searchFold(keyword) })))
    .filter((entry) => entry.folded !== '');
  const longestIn = keywordIndex(keywords);
  return ({ label, amount }) => {
    const folded = searchFold(label);
    const payee = byName.get(folded) ?? longestIn(folded)?.payee;
    if (!payee) return null;
    const categoryId = amount < 0 ? payee.debitCategoryId : payee.creditCategoryId;
    return { payeeId: payee.payeeId, categoryId };
  };
}
