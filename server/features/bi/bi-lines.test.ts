import { describe, expect, it } from 'vitest';
import { minorUnitsOf, parisToday, parisToUtc, syncedLineOf } from './bi-lines';

describe('amounts in minor units at the currency precision', () => {
  it.each([
    [-12.5, 2, -1250],
    ['1234.56', 2, 123456],
    ['-0.07', 2, -7],
    [0.1 + 0.2, 2, 30],
    ['12.345', 2, 1235],
    ['-12.345', 2, -1235],
    ['1500', 0, 1500],
    ['2.5', 0, 3],
    ['1.2345', 3, 1235],
  ])('%s at %i → %i', (value, precision, units) => {
    expect(minorUnitsOf(value, precision)).toBe(units);
  });

  it('refuses what is not an amount, and an amount past CENTS_MAX', () => {
    expect(() => minorUnitsOf('abc', 2)).toThrow();
    expect(() => minorUnitsOf('10000000000.00', 2)).toThrow('out of range');
  });
});

describe('a synced line', () => {
  const transaction = {
    ...{ id: 1, accountId: 2, date: '2026-03-09', valueDate: null, value: '-12.50' },
    ...{ coming: false, lastUpdate: null },
  };

  it('keeps no control or invisible character of the bank label', () => {
    const line = syncedLineOf(
      { ...transaction, wording: 'CB\u0000CARREFOUR\u001b\u200b 09/03' },
      2,
    );
    expect(line.label).toBe('CB CARREFOUR 09/03');
    expect(syncedLineOf({ ...transaction, wording: '\u0000\u200b' }, 2).label).toBe('?');
  });
});

describe('provider datetimes in Europe/Paris', () => {
  it('reads winter and summer time', () => {
    expect(parisToUtc('2024-01-15 10:00:00')).toBe('2024-01-15T09:00:00.000Z');
    expect(parisToUtc('2024-07-15 10:00:00')).toBe('2024-07-15T08:00:00.000Z');
    expect(parisToUtc('2024-03-31 03:30:00')).toBe('2024-03-31T01:30:00.000Z');
  });

  it('dates today on the Paris calendar', () => {
    expect(parisToday(new Date('2024-07-15T22:30:00Z'))).toBe('2024-07-16');
  });
});
