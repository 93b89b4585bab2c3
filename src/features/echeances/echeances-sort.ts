import { ECHEANCE_FREQUENCIES } from '../../../contract/echeances';
import type { EcheanceDto } from '../../../contract/echeances-dto';
import { isSplit } from '../../../contract/operations-split';

// The orders of the planned-operations list (spec 001 §2: sorting by the list's columns).

export const ECHEANCE_SORT_KEYS = [
  'date',
  'payee',
  'category',
  'amount',
  'frequency',
  'account',
] as const;
export type EcheanceSortKey = (typeof ECHEANCE_SORT_KEYS)[number];

export interface EcheanceSort {
  key: EcheanceSortKey;
  ascending: boolean;
}

export const DEFAULT_ECHEANCE_SORT: EcheanceSort = { key: 'date', ascending: true };

const FREQUENCY_ORDER = Object.keys(ECHEANCE_FREQUENCIES);

/** The category a line shows: split for several parts, else the main category's name. */
export const categoryNameOf = (echeance: EcheanceDto, splitLabel: string) =>
  isSplit(echeance.splitOperations) ? splitLabel : echeance.category.name;

type Value = string | number | null;

function valueOf(echeance: EcheanceDto, key: EcheanceSortKey, splitLabel: string): Value {
  switch (key) {
    case 'date':
      return echeance.date;
    case 'payee':
      return echeance.payee.name || null;
    case 'category':
      return categoryNameOf(echeance, splitLabel) || null;
    case 'amount':
      return echeance.amount;
    case 'frequency':
      return FREQUENCY_ORDER.indexOf(echeance.frequency);
    case 'account':
      return echeance.account?.name ?? null;
  }
}

/**
 * The plans in the order asked; empty values (no next date, payee, account) always last, and
 * equal values by next date then id, so the order never jumps.
 */
export function sortEcheances(
  echeances: readonly EcheanceDto[],
  { key, ascending }: EcheanceSort,
  locale: string,
  splitLabel = '',
): EcheanceDto[] {
  const compare = (a: Value, b: Value) => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    const order =
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : String(a).localeCompare(String(b), locale, { sensitivity: 'base' });
    return ascending ? order : -order;
  };
  return [...echeances].sort(
    (a, b) =>
      compare(valueOf(a, key, splitLabel), valueOf(b, key, splitLabel)) ||
      (a.date ?? '9999').localeCompare(b.date ?? '9999') ||
      a.idEcheance - b.idEcheance,
  );
}
