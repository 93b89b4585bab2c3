import { describe, expect, it } from 'vitest';
import { netWorth } from './net-worth';

describe('net worth', () => {
  it('adds every account of the main currency, debts included', () => {
    const holdings = [
      { cents: 154_373, currency: 'EUR' },
      { cents: 1_000_000, currency: 'EUR' },
      { cents: -250_000, currency: 'EUR' },
    ];
    expect(netWorth(holdings, 'EUR')).toEqual({
      main: { currency: 'EUR', cents: 904_373 },
      others: [],
    });
  });

  it('never adds two currencies: the others stay apart, the main one first', () => {
    const holdings = [
      { cents: 5_000, currency: 'USD' },
      { cents: 10_000, currency: 'EUR' },
      { cents: 2_000, currency: 'USD' },
    ];
    expect(netWorth(holdings, 'EUR')).toEqual({
      main: { currency: 'EUR', cents: 10_000 },
      others: [{ currency: 'USD', cents: 7_000 }],
    });
  });

  it('takes the first account’s currency when no account holds the main one, none without any', () => {
    expect(netWorth([{ cents: 1, currency: 'CHF' }], 'EUR')?.main).toEqual({
      currency: 'CHF',
      cents: 1,
    });
    expect(netWorth([], 'EUR')).toBeNull();
  });
});
