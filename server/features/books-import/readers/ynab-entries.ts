import { contentKeys } from './csv-book-rows';
import type { YnabRow } from './ynab-register';

// The register's rows as entries (a transaction, or the rows of one split) and the transfers
// among them: a row whose payee is "Transfer : <account>" pairs with the row of that account
// naming this one back, on the same date, for the opposite amount.

export interface YnabEntry {
  /** A hash of its rows (their values as read), with its occurrence number among alike. */
  key: string;
  rows: YnabRow[];
}

/** Whether a row is one more part of the split the group holds (its parts in any order). */
function continues(group: readonly YnabRow[], row: YnabRow): boolean {
  const first = group[0]!;
  return (
    row.split !== null &&
    first.split !== null &&
    row.split.count === first.split.count &&
    group.length < first.split.count &&
    group.every((part) => part.split?.index !== row.split?.index) &&
    row.account === first.account &&
    row.date === first.date
  );
}

export function ynabEntries(rows: readonly YnabRow[]): YnabEntry[] {
  const groups: YnabRow[][] = [];
  for (const row of rows) {
    const current = groups.at(-1);
    if (current && continues(current, row)) current.push(row);
    else groups.push([row]);
  }
  const keyOf = contentKeys('ynab');
  return groups.map((group) => {
    const rows = group.sort((a, b) => (a.split?.index ?? 0) - (b.split?.index ?? 0));
    return { key: keyOf(rows.map((row) => row.content)), rows };
  });
}

const TRANSFER_PAYEE = /^Transfer : (.+)$/;

/** The account a row's payee names as the other side of a transfer, if the file holds it. */
export function transferTarget(row: YnabRow, accounts: ReadonlySet<string>): string | null {
  const target = row.payee === null ? null : (TRANSFER_PAYEE.exec(row.payee)?.[1] ?? null);
  return target !== null && target !== row.account && accounts.has(target) ? target : null;
}

/** A row's key as a transaction of its own: the entry's, or the entry's and the part's place. */
export const legKey = (entry: YnabEntry, index: number) =>
  entry.rows.length === 1 ? entry.key : `${entry.key}:${index + 1}`;

/** The key of the other leg of each paired transfer row. */
export function pairedTransfers(entries: readonly YnabEntry[]): Map<YnabRow, string> {
  const accounts = new Set(entries.flatMap((entry) => entry.rows.map((row) => row.account)));
  const waiting = new Map<string, { row: YnabRow; key: string }[]>();
  const pairs = new Map<YnabRow, string>();
  for (const entry of entries) {
    entry.rows.forEach((row, index) => {
      const target = transferTarget(row, accounts);
      if (target === null) return;
      const key = legKey(entry, index);
      const other = waiting.get([target, row.account, row.date, -row.amount].join('|'))?.shift();
      if (other) {
        pairs.set(row, other.key);
        pairs.set(other.row, key);
        return;
      }
      const signature = [row.account, target, row.date, row.amount].join('|');
      waiting.set(signature, [...(waiting.get(signature) ?? []), { row, key }]);
    });
  }
  return pairs;
}
