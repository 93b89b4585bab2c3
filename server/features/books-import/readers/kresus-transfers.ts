import type { ForeignTransaction } from '../../../../contract/books-import';

// Kresus marks a transfer between the person's own accounts with the type "internal transfer" but
// does not link its two legs. Two legs are paired when each is the other's only match: internal
// transfers of two different accounts, on the same day, of opposite amounts. Anything less sure
// stays an ordinary transaction with its category.

const INTERNAL_TRANSFER = 'type.internal_transfer';

const matches = (a: ForeignTransaction, b: ForeignTransaction) =>
  a.accountKey !== b.accountKey && a.date === b.date && a.amount === -b.amount && a.amount !== 0;

export function pairInternalTransfers(
  transactions: readonly ForeignTransaction[],
  kinds: ReadonlyMap<string, string | null>,
): ForeignTransaction[] {
  const legs = transactions.filter((t) => kinds.get(t.key) === INTERNAL_TRANSFER);
  const onlyMatch = (leg: ForeignTransaction) => {
    const found = legs.filter((other) => matches(leg, other));
    return found.length === 1 ? found[0] : null;
  };
  const partners = new Map<string, string>();
  for (const leg of legs) {
    const other = onlyMatch(leg);
    if (other && onlyMatch(other) === leg) partners.set(leg.key, other.key);
  }
  return transactions.map((t) => {
    const transferKey = partners.get(t.key);
    if (transferKey === undefined) return t;
    const parts = [{ categoryKey: null, amount: t.amount, memo: null, tagKeys: [] }];
    return { ...t, transferKey, parts };
  });
}
