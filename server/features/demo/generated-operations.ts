import { addDays } from '../../../contract/dates';
import { PAYEES } from './catalogue';

// The plan of a user's operations, before it meets the database: accounts, payees, categories
// and tags are named, not numbered, so planning stays pure and testable.

export interface GeneratedPart {
  /** A template category path such as 'Alimentation/Supermarché'; null when undefined. */
  category: string | null;
  amount: number;
  tags: string[];
}

/**
 * An amount the plan can only know once every operation is drawn (settle.ts): a salary that covers
 * the household's spending, a top-up of last month's spending, the month's savings sweep, interest.
 */
export type Fill =
  | { kind: 'salary'; floor: number; weight: number; bonusShare: number }
  | { kind: 'topUp'; step: number }
  | { kind: 'sweep'; buffer: number }
  | { kind: 'yield'; rateBp: number; perYear: number };

export interface GeneratedOperation {
  /** The key of a GeneratedAccount. */
  account: string;
  date: string;
  valueDate: string;
  /** Signed cents. */
  amount: number;
  /** An operation type abbreviation (CB, VIR, PRLV…). */
  type: string;
  payee: string | null;
  memo: string | null;
  pointed: boolean;
  parts: GeneratedPart[];
  /** The legs of one transfer share a number; the source (debit) leg comes first. */
  transfer: number | null;
  /** Set on an operation (both legs of a transfer) whose amount settle.ts computes. */
  fill?: Fill;
}

const keywordOf = new Map(PAYEES.map((p) => [p.name, p.keywords[0] ?? p.name.toUpperCase()]));

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
  account: string;
  date: string;
  amount: number;
  type: string;
  payee: string;
  /** One category, or the parts of a split operation (summing to amount). */
  parts: GeneratedPart[] | string;
  tags?: string[];
  /** Instead of the bank label. */
  memo?: string;
  fill?: Fill;
}

export function simple(op: SimpleOperation): GeneratedOperation {
  const parts =
    typeof op.parts === 'string'
      ? [{ category: op.parts, amount: op.amount, tags: op.tags ?? [] }]
      : op.parts;
  const operation: GeneratedOperation = {
    account: op.account,
    date: op.date,
    valueDate: addDays(op.date, VALUE_DELAY[op.type] ?? 0),
    amount: op.amount,
    type: op.type,
    payee: op.payee,
    memo: op.memo ?? bankLabel(op.type, op.payee, op.date),
    pointed: false,
    parts,
    transfer: null,
  };
  if (op.fill) operation.fill = op.fill;
  return operation;
}

interface Named {
  key: string;
  name: string;
}

export const transferMemos = (from: Named, to: Named): [string, string] => [
  `VIR VERS ${to.name}`,
  `VIR DE ${from.name}`,
];

/** The two legs of a transfer of `cents` (positive) from one account to another. */
export function transfer(
  from: Named,
  to: Named,
  date: string,
  cents: number,
  number: number,
  fill?: Fill,
): GeneratedOperation[] {
  const leg = (account: string, amount: number, memo: string): GeneratedOperation => ({
    account,
    date,
    valueDate: date,
    amount,
    type: 'VIR',
    payee: null,
    memo,
    pointed: false,
    parts: [{ category: null, amount, tags: [] }],
    transfer: number,
  });
  const [out, back] = transferMemos(from, to);
  const legs = [leg(from.key, -cents, out), leg(to.key, cents, back)];
  if (fill) legs.forEach((op) => (op.fill = fill));
  return legs;
}
