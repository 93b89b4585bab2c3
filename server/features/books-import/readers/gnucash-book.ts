import { BooksImportCode } from '../../../../contract/books-import';
import { AppError } from '../../../http/app-error';

// A GnuCash book as both its files hold it (the XML file and the SQL backend's tables), read
// into one shape before it is mapped onto the foreign books. Amounts stay GnuCash's rationals
// (num/denom) until the mapping turns them into cents.

export interface Rational {
  num: bigint;
  denom: bigint;
}

export interface GncCommodity {
  /** CURRENCY (ISO4217 in older books) for money, an exchange or fund space otherwise. */
  space: string;
  id: string;
}

export interface GncAccount {
  guid: string;
  name: string;
  type: string;
  commodity: GncCommodity | null;
  /** The smallest unit the account keeps: 100 for cents. */
  scu: number;
  parentGuid: string | null;
  placeholder: boolean;
  hidden: boolean;
}

export interface GncSplit {
  guid: string;
  accountGuid: string;
  memo: string;
  /** n, c (cleared), y (reconciled), f (frozen), v (void). */
  reconciled: string;
  value: Rational;
  quantity: Rational;
  /** A template split's slots: its real account and amounts (scheduled transactions). */
  slots: ReadonlyMap<string, string>;
}

export interface GncTransaction {
  guid: string;
  currency: GncCommodity;
  /** The posted day, yyyy-MM-dd. */
  date: string;
  description: string;
  slots: ReadonlyMap<string, string>;
  splits: GncSplit[];
}

export interface GncRecurrence {
  mult: number;
  periodType: string;
  start: string;
}

export interface GncScheduled {
  guid: string;
  name: string;
  enabled: boolean;
  start: string | null;
  end: string | null;
  last: string | null;
  /** The occurrences left when the schedule counts them (0 when it does not). */
  numOccur: number;
  remOccur: number;
  templateAccountGuid: string;
  recurrences: GncRecurrence[];
}

export interface GncBudget {
  guid: string;
  name: string;
  /** Its periods: a month each when the recurrence is `month` × 1. */
  recurrence: GncRecurrence | null;
  amounts: { accountGuid: string; period: number; amount: Rational }[];
}

/** The book feature (GnuCash ≥ 4) under which budget amounts keep the accounts' own signs. */
export const NATURAL_BUDGET_SIGNS = 'Use natural signs in budget amounts';

export interface GncBook {
  accounts: GncAccount[];
  /** Fractions of the commodities the book lists, by `space:id`. */
  fractions: ReadonlyMap<string, number>;
  transactions: GncTransaction[];
  templateTransactions: GncTransaction[];
  scheduled: GncScheduled[];
  budgets: GncBudget[];
  /** The features the book says it uses (its `features` slots). */
  features: ReadonlySet<string>;
}

export const invalidFile = () => new AppError(422, BooksImportCode.invalidFile);

/** GnuCash's `num/denom` text; anything else is a damaged file. */
export function parseRational(text: string): Rational {
  const match = /^(-?\d{1,19})\/(\d{1,19})$/.exec(text.trim());
  if (!match || BigInt(match[2]!) === 0n) throw invalidFile();
  return { num: BigInt(match[1]!), denom: BigInt(match[2]!) };
}

export const ZERO: Rational = { num: 0n, denom: 1n };

export const isCurrency = (commodity: GncCommodity | null): commodity is GncCommodity =>
  commodity !== null &&
  (commodity.space === 'CURRENCY' || commodity.space === 'ISO4217') &&
  /^[A-Z]{3}$/.test(commodity.id);

export const sameCommodity = (a: GncCommodity | null, b: GncCommodity | null) =>
  a !== null && b !== null && a.id === b.id && isCurrency(a) === isCurrency(b);

/** The book's features: the keys of its `features` frame. */
export const featuresOf = (slots: ReadonlyMap<string, string>) =>
  new Set(
    [...slots.keys()].flatMap((path) => (path.startsWith('features/') ? [path.slice(9)] : [])),
  );
