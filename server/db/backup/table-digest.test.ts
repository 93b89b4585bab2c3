import { expect, it } from 'vitest';
import { DigestBuilder, digestDifferences } from './table-digest';

const digest = (rows: Record<string, unknown>[]) => {
  const builder = new DigestBuilder();
  for (const row of rows) builder.add(row);
  return builder.result();
};

it('agrees whatever the order of rows and columns', () => {
  const a = digest([
    { id: 1, amount: -250, label: 'pain' },
    { id: 2, amount: 1_000, label: null },
  ]);
  const b = digest([
    { label: null, amount: 1_000, id: 2 },
    { amount: -250, label: 'pain', id: 1 },
  ]);
  expect(a).toEqual(b);
  expect(a.sums).toEqual({ amount: '750', id: '3' });
});

it('tells one changed cent or character, and sums past 2^53', () => {
  const base = digest([{ id: 1, amount: -250, label: 'pain' }]);
  expect(digest([{ id: 1, amount: -251, label: 'pain' }])).not.toEqual(base);
  expect(digest([{ id: 1, amount: -250, label: 'Pain' }]).hash).not.toBe(base.hash);
  const big = digest([{ amount: Number.MAX_SAFE_INTEGER }, { amount: Number.MAX_SAFE_INTEGER }]);
  expect(big.sums.amount).toBe((2n * BigInt(Number.MAX_SAFE_INTEGER)).toString());
  expect(digestDifferences({ t: base }, { t: base, u: base })).toEqual([
    `u: undefined ≠ ${JSON.stringify(base)}`,
  ]);
});
