import { describe, expect, it } from 'vitest';
import {
  PREDEFINED_MONTHS,
  defaultFilter,
  filterYears,
  predefinedFor,
  resolvePeriod,
  spanInDays,
  type PeriodFilter,
} from './period-filter';
import { readFilter, writeFilter } from './filter-url';
import { stepFilter, switchMode } from './period-transitions';

const TODAY = '2026-11-23';
const base = defaultFilter(TODAY);
const withMode = (fields: Partial<PeriodFilter>): PeriodFilter => ({ ...base, ...fields });
const period = (filter: PeriodFilter) => resolvePeriod(filter, TODAY);

describe('resolvePeriod', () => {
  it('defaults to the six months ending this month', () => {
    expect(base.predefined).toBe('6MONTH');
    expect(period(base)).toEqual({ period: { start: '2026-06-01', end: '2026-11-30' } });
  });
  it('reads MONTH, month 0 as January and -1 as the whole year', () => {
    expect(period(withMode({ mode: 'MONTH', year: 2024, month: 2 }))).toEqual({
      period: { start: '2024-02-01', end: '2024-02-29' },
    });
    expect(period(withMode({ mode: 'MONTH', year: 2024, month: 0 }))).toEqual({
      period: { start: '2024-01-01', end: '2024-01-31' },
    });
    expect(period(withMode({ mode: 'MONTH', year: 2024, month: -1 }))).toEqual({
      period: { start: '2024-01-01', end: '2024-12-31' },
    });
  });
  it('reads YEAR and the predefined lengths 3, 6, 12', () => {
    expect(period(withMode({ mode: 'YEAR', year: 2023 }))).toEqual({
      period: { start: '2023-01-01', end: '2023-12-31' },
    });
    const from = (predefined: PeriodFilter['predefined']) =>
      period(withMode({ mode: 'PREDEFINED', predefined, start: '2025-11' }));
    expect(from('3MONTH')).toEqual({ period: { start: '2025-11-01', end: '2026-01-31' } });
    expect(from('YEAR')).toEqual({ period: { start: '2025-11-01', end: '2026-10-31' } });
  });
  it('reads the last periods relative to today', () => {
    const last = (value: PeriodFilter['last']) =>
      period(withMode({ mode: 'PREDEFINED_LAST_PERIODS', last: value }));
    expect(last('LASTMONTH')).toEqual({ period: { start: '2026-10-01', end: '2026-10-31' } });
    expect(last('LAST3MONTHS')).toEqual({ period: { start: '2026-08-01', end: '2026-10-31' } });
    expect(last('LAST6MONTHS')).toEqual({ period: { start: '2026-05-01', end: '2026-10-31' } });
    expect(last('LAST12MONTHS')).toEqual({ period: { start: '2025-11-01', end: '2026-10-31' } });
    expect(last('LASTYEAR')).toEqual({ period: { start: '2025-01-01', end: '2025-12-31' } });
  });
  it('reads CUSTOM days and MIXED months', () => {
    expect(period(withMode({ mode: 'CUSTOM', start: '2026-01-15', end: '2026-02-10' }))).toEqual({
      period: { start: '2026-01-15', end: '2026-02-10' },
    });
    expect(period(withMode({ mode: 'MIXED', start: '2025-12', end: '2026-02' }))).toEqual({
      period: { start: '2025-12-01', end: '2026-02-28' },
    });
  });
  it('refuses a missing or wrong date', () => {
    const error = { error: 'utils.wrong-date-format' };
    expect(period(withMode({ mode: 'CUSTOM', start: '', end: '2026-01-01' }))).toEqual(error);
    expect(period(withMode({ mode: 'CUSTOM', start: '2026-01-01', end: '' }))).toEqual(error);
    expect(period(withMode({ mode: 'CUSTOM', start: '2026-02-01', end: '2026-01-01' }))).toEqual(
      error,
    );
    expect(period(withMode({ mode: 'PREDEFINED', start: '' }))).toEqual(error);
    expect(period(withMode({ mode: 'MIXED', start: '2026-13', end: '2026-01' }))).toEqual(error);
  });
  it('refuses more than 30 years, allows exactly 30', () => {
    expect(period(withMode({ mode: 'CUSTOM', start: '1990-01-01', end: '2020-01-02' }))).toEqual({
      error: 'analysis.fluctuation.accounts.filter-period-too-large',
    });
    expect(period(withMode({ mode: 'CUSTOM', start: '1990-01-01', end: '2020-01-01' }))).toEqual({
      period: { start: '1990-01-01', end: '2020-01-01' },
    });
  });
});

describe('switchMode carries the dates over', () => {
  const custom = (start: string, end: string) => withMode({ mode: 'CUSTOM', start, end });
  it('maps a span to 1MONTH, 3MONTH, 6MONTH (5 months or more), YEAR (8 or more)', () => {
    expect(predefinedFor(1)).toBe('1MONTH');
    expect(predefinedFor(2)).toBe('3MONTH');
    expect(predefinedFor(4)).toBe('3MONTH');
    expect(predefinedFor(5)).toBe('6MONTH');
    expect(predefinedFor(7)).toBe('6MONTH');
    expect(predefinedFor(8)).toBe('YEAR');
    const to = (start: string, end: string) =>
      switchMode(custom(start, end), 'PREDEFINED', TODAY).predefined;
    expect(to('2026-01-10', '2026-04-20')).toBe('3MONTH');
    expect(to('2026-01-10', '2026-05-20')).toBe('6MONTH');
    expect(to('2026-01-10', '2026-08-20')).toBe('YEAR');
  });
  it('opens the month mode on the current month from the default six months', () => {
    expect(base).toMatchObject({ predefined: '6MONTH', start: '2026-06', end: '2026-11' });
    expect(switchMode(base, 'MONTH', TODAY)).toMatchObject({ year: 2026, month: 11 });
  });
  it('offers 1, 3, 6 and 12 months; one month is that month', () => {
    expect(Object.values(PREDEFINED_MONTHS)).toEqual([1, 3, 6, 12]);
    expect(period(withMode({ predefined: '1MONTH', start: '2026-02' }))).toEqual({
      period: { start: '2026-02-01', end: '2026-02-28' },
    });
  });
  it('keeps the first month, year, or dates of a period without today', () => {
    const from = custom('2025-03-10', '2025-09-20');
    expect(switchMode(from, 'MONTH', TODAY)).toMatchObject({ year: 2025, month: 3 });
    expect(switchMode(from, 'YEAR', TODAY)).toMatchObject({ mode: 'YEAR', year: 2025 });
    expect(switchMode(from, 'MIXED', TODAY)).toMatchObject({ start: '2025-03', end: '2025-09' });
    const month = withMode({ mode: 'MONTH', year: 2024, month: 5 });
    expect(switchMode(month, 'CUSTOM', TODAY)).toMatchObject({
      start: '2024-05-01',
      end: '2024-05-31',
    });
  });
});

describe('stepFilter shifts by the period length', () => {
  const step = (filter: PeriodFilter, by: -1 | 1) => period(stepFilter(filter, by, TODAY));
  it('steps a month, a whole year, a year', () => {
    expect(step(withMode({ mode: 'MONTH', year: 2026, month: 1 }), -1)).toEqual({
      period: { start: '2025-12-01', end: '2025-12-31' },
    });
    expect(step(withMode({ mode: 'MONTH', year: 2026, month: -1 }), 1)).toEqual({
      period: { start: '2027-01-01', end: '2027-12-31' },
    });
    expect(step(withMode({ mode: 'YEAR', year: 2026 }), -1)).toEqual({
      period: { start: '2025-01-01', end: '2025-12-31' },
    });
  });
  it('steps predefined and mixed periods by their months', () => {
    expect(step(base, -1)).toEqual({ period: { start: '2025-12-01', end: '2026-05-31' } });
    expect(step(withMode({ mode: 'MIXED', start: '2026-01', end: '2026-02' }), 1)).toEqual({
      period: { start: '2026-03-01', end: '2026-04-30' },
    });
  });
  it('steps custom dates by whole months or by days; a last period becomes custom', () => {
    expect(step(withMode({ mode: 'CUSTOM', start: '2026-01-01', end: '2026-02-28' }), 1)).toEqual({
      period: { start: '2026-03-01', end: '2026-04-30' },
    });
    expect(step(withMode({ mode: 'CUSTOM', start: '2026-01-10', end: '2026-01-19' }), -1)).toEqual({
      period: { start: '2025-12-31', end: '2026-01-09' },
    });
    const last = stepFilter(
      withMode({ mode: 'PREDEFINED_LAST_PERIODS', last: 'LASTMONTH' }),
      -1,
      TODAY,
    );
    expect(last).toMatchObject({ mode: 'CUSTOM', start: '2026-09-01', end: '2026-09-30' });
  });
  it('leaves a wrong filter as it is', () => {
    const wrong = withMode({ mode: 'CUSTOM', start: '', end: '' });
    expect(stepFilter(wrong, 1, TODAY)).toBe(wrong);
  });
});

describe('lists and the URL', () => {
  it('offers this year + 2 down to 2000', () => {
    const years = filterYears(TODAY);
    expect(years[0]).toBe(2028);
    expect(years.at(-1)).toBe(2000);
  });
  it('counts days both included', () => {
    expect(spanInDays({ start: '2026-01-01', end: '2026-01-01' })).toBe(1);
  });
  it('round-trips the filter through the search params', () => {
    const filter = {
      period: withMode({ mode: 'CUSTOM' as const, start: '2026-01-02', end: '2026-03-04' }),
      accounts: [3, 5],
      withoutTransfer: true,
    };
    const params = writeFilter(filter);
    expect(params.toString()).toBe(
      'mode=CUSTOM&start=2026-01-02&end=2026-03-04&accounts=3%2C5&withoutTransfer=true',
    );
    expect(readFilter(params, TODAY)).toEqual(filter);
  });
  it('falls back on the screen defaults for unknown values', () => {
    const filter = readFilter(new URLSearchParams('mode=NOPE&accounts=x,2'), TODAY, {
      predefined: '3MONTH',
    });
    expect(filter.period).toMatchObject({
      mode: 'PREDEFINED',
      predefined: '3MONTH',
      start: '2026-09',
    });
    expect(filter.accounts).toEqual([2]);
    expect(filter.withoutTransfer).toBe(false);
  });
});
