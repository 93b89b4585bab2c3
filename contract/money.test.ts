import { describe, expect, it } from 'vitest';
import {
  distributeCents,
  formatCents,
  formatCentsPlain,
  parseAmountToCents,
  remainderCents,
} from './money';

it('parses amounts with a comma or a point into cents', () => {
  expect(parseAmountToCents('12,34')).toBe(1234);
  expect(parseAmountToCents('-12.3')).toBe(-1230);
  expect(parseAmountToCents('7')).toBe(700);
  expect(parseAmountToCents('3 450,00')).toBe(345000);
  expect(parseAmountToCents('0,1')).toBe(10);
});

it('refuses text that is not an amount', () => {
  for (const text of ['', 'abc', '1,234', '12,345', '--1', '1.2.3']) {
    expect(parseAmountToCents(text), text).toBeNull();
  }
});

it('formats cents with two decimals and the currency', () => {
  expect(formatCents(123456, 'EUR', 'en')).toBe('€1,234.56');
  expect(formatCents(-5, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('-0,05 €');
});

it('formats cents as plain numbers for files, reading back to the same cents', () => {
  expect(formatCentsPlain(-123405, ',')).toBe('-1234,05');
  expect(formatCentsPlain(5, '.')).toBe('0.05');
  expect(formatCentsPlain(-7, ',')).toBe('-0,07');
  expect(formatCentsPlain(0, '.')).toBe('0.00');
  const big = Number.MAX_SAFE_INTEGER;
  expect(formatCentsPlain(big, '.')).toBe('90071992547409.91');
  for (const cents of [1, -99, 100, 123456789, -100000000001]) {
    expect(parseAmountToCents(formatCentsPlain(cents, ','))).toBe(cents);
  }
});

it('distributes cents by weight, the remainder going to the largest part', () => {
  expect(distributeCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
  expect(distributeCents(-1001, [50, 25, 25])).toEqual([-501, -250, -250]);
  const parts = distributeCents(9999, [3333, 3333, 3334]);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(9999);
});

const total = (parts: number[]) => parts.reduce((a, b) => a + b, 0);

describe('distributeCents over amounts and percentages', () => {
  it('gives the odd cent of a 60/40 split to the largest part', () => {
    const parts = distributeCents(1001, [{ percentage: 60 }, { percentage: 40 }]);
    expect(parts).toEqual([601, 400]);
    expect(distributeCents(1001, [{ percentage: 40 }, { percentage: 60 }])).toEqual([400, 601]);
  });

  it('splits a negative total the same way, signs kept', () => {
    expect(distributeCents(-1001, [{ percentage: 60 }, { percentage: 40 }])).toEqual([-601, -400]);
    expect(distributeCents(-1, [{ percentage: 50 }, { percentage: 50 }])).toEqual([-1, 0]);
  });

  it('adds 3 × 33.33 % up to the whole total', () => {
    const parts = distributeCents(10000, [
      { percentage: 33.33 },
      { percentage: 33.33 },
      { percentage: 33.33 },
    ]);
    expect(parts).toEqual([3334, 3333, 3333]);
    expect(distributeCents(-100, Array(3).fill({ percentage: 33.33 }))).toEqual([-34, -33, -33]);
  });

  it('takes fixed amounts as given and shares the rest by percentage', () => {
    const parts = distributeCents(250000, [
      { amount: 10000, percentage: null },
      { amount: 0, percentage: 50 },
      { percentage: 50 },
    ]);
    expect(parts).toEqual([10000, 120000, 120000]);
    expect(
      distributeCents(-5001, [{ amount: -1000 }, { percentage: 25 }, { percentage: 75 }]),
    ).toEqual([-1000, -1000, -3001]);
  });

  it('leaves the remainder to the caller when every part is a fixed amount', () => {
    const parts = distributeCents(95000, [{ amount: 80000 }, { amount: 12000 }]);
    expect(parts).toEqual([80000, 12000]);
    expect(remainderCents(95000, parts)).toBe(3000);
    expect(remainderCents(-500, [-200, -300])).toBe(0);
  });

  it('gives everything to the first part when every percentage is 0, and nothing to no part', () => {
    expect(distributeCents(700, [{ percentage: 0 }, { percentage: 0 }])).toEqual([700, 0]);
    expect(distributeCents(700, [])).toEqual([]);
    expect(distributeCents(0, [{ percentage: 60 }, { percentage: 40 }])).toEqual([0, 0]);
  });

  it('always adds up exactly, whatever the total and percentages', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let run = 0; run < 2000; run += 1) {
      const sum = Math.round((next() - 0.5) * 2e9);
      const shares = Array.from({ length: 1 + Math.floor(next() * 6) }, () => ({
        percentage: Math.round(next() * 10000) / 100,
      }));
      const fixed = next() < 0.3 ? [{ amount: Math.round((next() - 0.5) * 1e6) }] : [];
      const parts = distributeCents(sum, [...fixed, ...shares]);
      expect(total(parts), `${sum} ${JSON.stringify(shares)}`).toBe(sum);
      expect(parts.every(Number.isSafeInteger)).toBe(true);
    }
  });
});
