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

export function payeeMatcher(payees: readonly ImportPayee[]): PayeeMatcher {
  const usable = payees.filter((payee) => !payee.importExcluded);
  const byName = new Map(usable.map((payee) => [searchFold(payee.nameFolded), payee]));
  const keywords = usable
    .flatMap((payee) => payee.keywords.map((keyword) => ({ payee, folded: searchFold(keyword) })))
    .filter((entry) => entry.folded !== '')
    .sort((a, b) => b.folded.length - a.folded.length || a.payee.payeeId - b.payee.payeeId);
  return ({ label, amount }) => {
    const folded = searchFold(label);
    const payee =
      byName.get(folded) ?? keywords.find((entry) => folded.includes(entry.folded))?.payee;
    if (!payee) return null;
    const categoryId = amount < 0 ? payee.debitCategoryId : payee.creditCategoryId;
    return { payeeId: payee.payeeId, categoryId };
  };
}
