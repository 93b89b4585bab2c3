import type { ForeignPart, ForeignTransaction } from '../../../../contract/books-import';
import { ynabCategoryKey } from './ynab-categories';
import { legKey, type YnabEntry } from './ynab-entries';
import type { YnabRow } from './ynab-register';

// Entries to transactions. A paired transfer row is a leg of its own (a split's transfer part
// too, keyed from the split's key); the other rows of an entry are one transaction with a part
// each. A "Starting Balance" row is the account's opening balance, not a transaction.

export const STARTING_BALANCE = 'Starting Balance';

export const accountKey = (name: string) => `account:${name}`;
export const payeeKey = (name: string) => `payee:${name}`;
export const flagKey = (flag: string) => `flag:${flag}`;

const tagKeysOf = (row: YnabRow) => (row.flag === null ? [] : [flagKey(row.flag)]);

function partOf(row: YnabRow, memo: string | null): ForeignPart {
  const categoryKey =
    row.group === null || row.category === null
      ? null
      : ynabCategoryKey({ group: row.group, category: row.category });
  return { categoryKey, amount: row.amount, memo, tagKeys: tagKeysOf(row) };
}

function transferLeg(row: YnabRow, key: string, otherKey: string): ForeignTransaction {
  return {
    key,
    accountKey: accountKey(row.account),
    date: row.date,
    valueDate: null,
    amount: row.amount,
    payeeKey: null,
    memo: row.memo,
    cleared: row.cleared,
    parts: [{ categoryKey: null, amount: row.amount, memo: null, tagKeys: tagKeysOf(row) }],
    transferKey: otherKey,
    foreign: null,
  };
}

function entryTransaction(entry: YnabEntry, rows: readonly YnabRow[]): ForeignTransaction {
  const first = rows[0]!;
  const split = entry.rows.length > 1;
  const parts = rows.map((row) => partOf(row, split ? row.memo : null));
  return {
    key: entry.key,
    accountKey: accountKey(first.account),
    date: first.date,
    valueDate: null,
    amount: parts.reduce((sum, part) => sum + part.amount, 0),
    payeeKey: first.payee === null ? null : payeeKey(first.payee),
    memo: split ? null : first.memo,
    cleared: first.cleared,
    parts,
    transferKey: null,
    foreign: null,
  };
}

export const isStartingBalance = (entry: YnabEntry) =>
  entry.rows.length === 1 && entry.rows[0]!.payee === STARTING_BALANCE;

export function ynabTransactions(
  entries: readonly YnabEntry[],
  pairs: ReadonlyMap<YnabRow, string>,
): ForeignTransaction[] {
  return entries.flatMap((entry) => {
    const legs = entry.rows.flatMap((row, index) => {
      const otherKey = pairs.get(row);
      return otherKey === undefined ? [] : [transferLeg(row, legKey(entry, index), otherKey)];
    });
    const rest = entry.rows.filter((row) => !pairs.has(row));
    if (rest.length === 0 || (legs.length === 0 && isStartingBalance(entry))) return legs;
    return [entryTransaction(entry, rest), ...legs];
  });
}
