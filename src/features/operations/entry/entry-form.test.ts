import { describe, expect, it } from 'vitest';
import { entryDate, readSignedAmount } from './entry-form';

describe('entry row amount', () => {
  it('reads a debit as typed and a credit with a leading +', () => {
    expect(readSignedAmount('12,30')).toEqual({ amount: 1230, debitCredit: '-1' });
    expect(readSignedAmount('+100')).toEqual({ amount: 10000, debitCredit: '1' });
    expect(readSignedAmount('-4.5')).toEqual({ amount: 450, debitCredit: '-1' });
    expect(readSignedAmount('')).toEqual({ amount: null, debitCredit: '-1' });
    expect(readSignedAmount('+')).toEqual({ amount: null, debitCredit: '1' });
    expect(readSignedAmount('12,3,4').amount).toBeNaN();
  });
});

describe('entry row date', () => {
  it('is today in the current period, else the period’s first day', () => {
    expect(entryDate({ year: 2026, month: 11 }, '2026-11-29')).toBe('2026-11-29');
    expect(entryDate({ year: 2026, month: 10 }, '2026-11-29')).toBe('2026-10-01');
    expect(entryDate({ year: 2026, month: -1 }, '2026-11-29')).toBe('2026-11-29');
    expect(entryDate({ year: 2025, month: -1 }, '2026-11-29')).toBe('2025-01-01');
  });
});
