import type { GncSplit } from './gnucash-book';
import { sum } from './gnucash-cents';

// A transaction's splits on money accounts: those on one account taken together, and the order
// that makes one of them the main one (the others are transfers with it).

export const CLEARED = new Set(['c', 'y', 'f']);

/** A transaction's splits on one money account, taken together. */
export function merged(splits: readonly GncSplit[]): GncSplit[] {
  const byAccount = new Map<string, GncSplit[]>();
  for (const split of splits) {
    byAccount.set(split.accountGuid, [...(byAccount.get(split.accountGuid) ?? []), split]);
  }
  return [...byAccount.values()].map((group) => {
    const sorted = [...group].sort((a, b) => a.guid.localeCompare(b.guid));
    return {
      ...sorted[0]!,
      memo: sorted
        .map((s) => s.memo.trim())
        .filter(Boolean)
        .join(' · '),
      reconciled: sorted.every((s) => CLEARED.has(s.reconciled)) ? 'c' : 'n',
      value: sum(sorted.map((s) => s.value)),
      quantity: sum(sorted.map((s) => s.quantity)),
    };
  });
}

const magnitude = (split: GncSplit) => {
  const value = (split.value.num * 1_000_000n) / split.value.denom;
  return value < 0n ? -value : value;
};

/** The main money split: the one moving the most, the paying one between equals, then by id. */
export function byImportance(a: GncSplit, b: GncSplit): number {
  const [ma, mb] = [magnitude(a), magnitude(b)];
  if (ma !== mb) return ma > mb ? -1 : 1;
  const [na, nb] = [a.value.num < 0n, b.value.num < 0n];
  if (na !== nb) return na ? -1 : 1;
  return a.guid.localeCompare(b.guid);
}
