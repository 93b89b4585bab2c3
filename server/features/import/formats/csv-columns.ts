import { searchFold } from '../../../../contract/operations-search';
import { parseBankDate } from './bank-dates';
import { parseDecimalCents } from './decimal-cents';

// What each column of a CSV bank file holds: by its header's words when there is a header, by its
// cells otherwise.

export type ColumnRole =
  'valueDate' | 'date' | 'debit' | 'credit' | 'amount' | 'balance' | 'label' | 'memo';

const HEADER_WORDS: [ColumnRole, RegExp][] = [
  ['valueDate', /VALEUR|VALUE DATE/],
  ['date', /^DATE|BOOKING|TRANSACTION DATE/],
  ['debit', /DEBIT|RETRAIT|WITHDRAWAL|SORTIE/],
  ['credit', /CREDIT|DEPOT|DEPOSIT|ENTREE/],
  ['amount', /MONTANT|AMOUNT|SOMME/],
  ['balance', /SOLDE|BALANCE/],
  ['label', /LIBELLE|LABEL|DESCRIPTION|INTITULE|DETAIL|PAYEE|BENEFICIAIRE|NATURE|OPERATION/],
  ['memo', /MEMO|NOTE|COMMENTAIRE|REFERENCE|INFORMATION/],
];

export function headerRole(cell: string): ColumnRole | null {
  const folded = searchFold(cell);
  return HEADER_WORDS.find(([, words]) => words.test(folded))?.[0] ?? null;
}

const isDate = (cell: string) =>
  parseBankDate(cell, 'DMY') !== null || parseBankDate(cell, 'MDY') !== null;
const isAmount = (cell: string) => !isDate(cell) && parseDecimalCents(cell) !== null;

export interface ColumnFacts {
  index: number;
  filled: number;
  dates: number;
  amounts: number;
  negatives: number;
  averageLength: number;
}

export function columnFacts(rows: readonly string[][], index: number): ColumnFacts {
  const cells = rows.map((row) => row[index] ?? '').filter((cell) => cell !== '');
  return {
    index,
    filled: cells.length / Math.max(rows.length, 1),
    dates: cells.filter(isDate).length / Math.max(cells.length, 1),
    amounts: cells.filter(isAmount).length / Math.max(cells.length, 1),
    negatives: cells.filter((cell) => isAmount(cell) && cell.includes('-')).length,
    averageLength: cells.reduce((sum, cell) => sum + cell.length, 0) / Math.max(cells.length, 1),
  };
}

const MOSTLY = 0.9;

/** Roles told by the cells: dates, then amounts (one signed, or debit and credit, then balance). */
export function rolesByContent(facts: readonly ColumnFacts[]): Map<ColumnRole, number> {
  const roles = new Map<ColumnRole, number>();
  const dates = facts.filter((f) => f.filled > 0 && f.dates >= MOSTLY);
  if (dates[0]) roles.set('date', dates[0].index);
  if (dates[1]) roles.set('valueDate', dates[1].index);
  const amounts = facts.filter((f) => f.filled > 0 && f.amounts >= MOSTLY && f.dates < MOSTLY);
  const full = amounts.filter((f) => f.filled >= MOSTLY);
  const sparse = amounts.filter((f) => f.filled < MOSTLY);
  if (sparse.length >= 2) {
    roles.set('debit', sparse[0]!.index);
    roles.set('credit', sparse[1]!.index);
    if (full[0]) roles.set('balance', full[full.length - 1]!.index);
  } else if (full.length >= 1) {
    roles.set('amount', full[0]!.index);
    if (full.length >= 2) roles.set('balance', full[full.length - 1]!.index);
  }
  const taken = new Set(roles.values());
  const texts = facts
    .filter((f) => !taken.has(f.index) && f.filled > 0 && f.dates < MOSTLY && f.amounts < MOSTLY)
    .sort((a, b) => b.averageLength - a.averageLength);
  if (texts[0]) roles.set('label', texts[0].index);
  return roles;
}
