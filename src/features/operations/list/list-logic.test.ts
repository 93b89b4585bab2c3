import { describe, expect, it } from 'vitest';
import { WHOLE_YEAR } from '../../../../contract/operations-period';
import { nextDay, parsePeriod } from './list-period';
import { chooseAccount } from './list-state';
import { summarize } from './list-summary';

const today = new Date(2026, 10, 23);

describe('the period of the URL', () => {
  it('reads a month, a whole year, and falls back on this month', () => {
    expect(parsePeriod('2024-02', today)).toEqual({ year: 2024, month: 2 });
    expect(parsePeriod('2024', today)).toEqual({ year: 2024, month: WHOLE_YEAR });
    expect(parsePeriod('2024-13', today)).toEqual({ year: 2026, month: 11 });
    expect(parsePeriod(null, today)).toEqual({ year: 2026, month: 11 });
  });

  it('gives the day after a date across month and year ends', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2023-02-28')).toBe('2023-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the balances above the list', () => {
  it('ends at the start plus every line and counts the lines after today as still to come', () => {
    const lines = [
      { amount: 250_000, date: '2026-11-02' },
      { amount: -4_250, date: '2026-11-23' },
      { amount: -12_999, date: '2026-11-24' },
      { amount: -1, date: '2026-11-30' },
    ];
    expect(summarize(95_000, lines, '2026-11-23')).toEqual({
      start: 95_000,
      end: 327_750,
      toCome: -13_000,
      toComeCount: 2,
    });
  });
});

describe('the account shown', () => {
  const account = (accountId: number) => ({
    accountId,
    name: `Account ${accountId}`,
    type: 'C',
    favorite: false,
    bank: { bankId: 1, name: 'Bank' },
    currency: { currencyId: 1, symb: '€', abrv: 'EUR' },
  });
  const accounts = [account(3), account(7)];

  it('is the URL’s, else the main account, else the first', () => {
    expect(chooseAccount(accounts, 7, 3)?.accountId).toBe(7);
    expect(chooseAccount(accounts, 99, 7)?.accountId).toBe(7);
    expect(chooseAccount(accounts, null, null)?.accountId).toBe(3);
    expect(chooseAccount([], null, null)).toBeNull();
  });
});
