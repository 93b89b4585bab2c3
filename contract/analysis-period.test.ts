import { describe, expect, it } from 'vitest';
import { isMonthEnd } from './analysis-period';

describe('isMonthEnd', () => {
  it('is the last day of its month, leap years included', () => {
    const ends = ['2025-01-31', '2025-02-28', '2024-02-29', '2025-04-30', '2025-12-31'];
    for (const date of ends) expect(isMonthEnd(date), date).toBe(true);
  });

  it('is no other day', () => {
    const others = ['2025-01-30', '2024-02-28', '2025-04-29', '2025-03-01', '2025-03-27'];
    for (const date of others) expect(isMonthEnd(date), date).toBe(false);
  });
});
