import { parseBankDate } from './bank-dates';
import { parseDecimalCents } from './decimal-cents';

// What each column of a CSV bank file holds, told by its cells: when the file has no header, or
// for the roles its header does not name.

export type ColumnRole =
  'valueDate' | 'date' | 'debit' | 'credit' | 'amount' | 'balance' | 'fee' | 'label' | 'memo';

const TIME = /[ T]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:Z|UTC|[+-]\d{2}:?\d{2})?$/i;

/** A date cell without its time of day ("2026-02-03 09:14:52" → "2026-02-03"). */
export const dateText = (cell: string): string => cell.replace(TIME, '');

const isDate = (cell: string) =>
  parseBankDate(dateText(cell), 'DMY') !== null || parseBankDate(dateText(cell), 'MDY') !== null;
const isAmount = (cell: string) => !isDate(cell) && parseDecimalCents(cell) !== null;

export interface ColumnFacts {
  index: number;
  filled: number;
  dates: number;
  amounts: number;
  negatives: number;
  averageLength: number;
  /** Integers of one width that only grow or only shrink, with no decimal mark nor sign: an
   *  operation number, never an amount nor a balance. */
  identifier: boolean;
}

const MIN_IDENTIFIERS = 3;

function looksLikeIdentifiers(cells: readonly string[]): boolean {
  if (cells.length < MIN_IDENTIFIERS) return false;
  if (!cells.every((cell) => /^\d+$/.test(cell) && cell.length === cells[0]!.length)) return false;
  const steps = cells.slice(1).map((cell, i) => Math.sign(Number(cell) - Number(cells[i])));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
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
    identifier: looksLikeIdentifiers(cells),
  };
}

const MOSTLY = 0.9;

/** Roles told by the cells: dates, then amounts (one signed, or debit and credit, then balance). */
export function rolesByContent(facts: readonly ColumnFacts[]): Map<ColumnRole, number> {
  const roles = new Map<ColumnRole, number>();
  const dates = facts.filter((f) => f.filled > 0 && f.dates >= MOSTLY);
  if (dates[0]) roles.set('date', dates[0].index);
  if (dates[1]) roles.set('valueDate', dates[1].index);
  const amounts = facts.filter(
    (f) => f.filled > 0 && f.amounts >= MOSTLY && f.dates < MOSTLY && !f.identifier,
  );
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
