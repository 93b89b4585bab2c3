import { ACCOUNTS, PAYEES, type AccountKey } from './catalogue';
import { addDays } from './dates';

// The plan of a user's operations, before it meets the database: accounts, payees, categories
// and tags are named, not numbered, so planning stays pure and testable.

export interface PlannedSplit {
  /** A template category path such as 'Alimentation/Supermarché'; null when undefined. */
  category: string | null;
  amount: number;
  tags: string[];
}

export interface PlannedOperation {
  account: AccountKey;
  date: string;
  valueDate: string;
  /** Signed cents. */
  amount: number;
  /** An operation type abbreviation (CB, VIR, PRLV…). */
  type: string;
  payee: string | null;
  memo: string | null;
  pointed: boolean;
  splits: PlannedSplit[];
  /** The legs of one transfer share a number; the source (debit) leg comes first. */
  transfer: number | null;
}

const keywordOf = new Map(PAYEES.map((p) => [p.name, p.keywords[0] ?? p.name.toUpperCase()]));
const accountName = new Map(ACCOUNTS.map((a) => [a.key, a.name]));

/** The label a French bank would print for the operation. */
function bankLabel(type: string, payee: string, date: string): string | null {
  const keyword = keywordOf.get(payee) ?? payee.toUpperCase();
  const day = `${date.slice(8, 10)}/${date.slice(5, 7)}`;
  switch (type) {
    case 'CB':
      return `CB ${keyword} ${day}`;
    case 'PRLV':
      return `PRLV SEPA ${keyword}`;
    case 'VIR':
      return `VIR SEPA ${keyword}`;
    case 'RET':
      return `RETRAIT DAB ${day}`;
    default:
      return null;
  }
}

const VALUE_DELAY: Record<string, number> = { CB: 1, CHQ: 3 };

export interface SimpleOperation {
  account: AccountKey;
  date: string;
  amount: number;
  type: string;
  payee: string;
  /** One category, or the parts of a split operation (summing to amount). */
  splits: PlannedSplit[] | string;
  tags?: string[];
}

export function simple(op: SimpleOperation): PlannedOperation {
  const splits =
    typeof op.splits === 'string'
      ? [{ category: op.splits, amount: op.amount, tags: op.tags ?? [] }]
      : op.splits;
  return {
    account: op.account,
    date: op.date,
    valueDate: addDays(op.date, VALUE_DELAY[op.type] ?? 0),
    amount: op.amount,
    type: op.type,
    payee: op.payee,
    memo: bankLabel(op.type, op.payee, op.date),
    pointed: false,
    splits,
    transfer: null,
  };
}

/** The two legs of a transfer of `cents` (positive) from one account to another. */
export function transfer(
  from: AccountKey,
  to: AccountKey,
  date: string,
  cents: number,
  number: number,
): PlannedOperation[] {
  const leg = (account: AccountKey, amount: number, memo: string): PlannedOperation => ({
    account,
    date,
    valueDate: date,
    amount,
    type: 'VIR',
    payee: null,
    memo,
    pointed: false,
    splits: [{ category: null, amount, tags: [] }],
    transfer: number,
  });
  return [
    leg(from, -cents, `VIR VERS ${accountName.get(to)}`),
    leg(to, cents, `VIR DE ${accountName.get(from)}`),
  ];
}
