import { expect, it } from 'vitest';
import { formatCentsForInput, parseAmountToCents } from './money';

it('formats cents for editing so that they parse back', () => {
  expect(formatCentsForInput(123456, 'fr')).toBe('1234,56');
  expect(formatCentsForInput(-5, 'en')).toBe('-0.05');
  for (const cents of [0, 7, 99, 100, -123456, 987654321]) {
    expect(parseAmountToCents(formatCentsForInput(cents, 'fr'))).toBe(cents);
    expect(parseAmountToCents(formatCentsForInput(cents, 'en'))).toBe(cents);
  }
});
