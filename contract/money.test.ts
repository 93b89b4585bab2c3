import { expect, it } from 'vitest';
import { distributeCents, formatCents, parseAmountToCents } from './money';

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

it('distributes cents by weight, the remainder going to the largest part', () => {
  expect(distributeCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
  expect(distributeCents(-1001, [50, 25, 25])).toEqual([-501, -250, -250]);
  const parts = distributeCents(9999, [3333, 3333, 3334]);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(9999);
});
