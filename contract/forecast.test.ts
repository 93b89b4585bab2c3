import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsToDate,
  forecastMonthQuerySchema,
  forecastQuerySchema,
  monthPeriod,
  nextDay,
  projectBalance,
  projectionQuerySchema,
} from './forecast';

describe('forecast periods', () => {
  it('steps months and dates, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonthsToDate('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsToDate('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonthsToDate('2026-01-31', 12)).toBe('2027-01-31');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(monthPeriod('2026-12', 2)).toEqual({ startDate: '2026-12-01', endDate: '2027-01-31' });
    expect(monthPeriod('2028-02', 1)).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('parses the queries: ALL or nothing means every account, defaults applied', () => {
    expect(forecastMonthQuerySchema.parse({ yearMonth: '2026-06', accountId: 'ALL' })).toEqual({
      yearMonth: '2026-06',
      periodLength: 2,
      accountId: null,
      integration: false,
    });
    expect(forecastMonthQuerySchema.parse({ yearMonth: '2026-06', accountId: '7' }).accountId).toBe(
      7,
    );
    expect(forecastMonthQuerySchema.safeParse({ yearMonth: '2026-6' }).success).toBe(false);
    expect(
      forecastMonthQuerySchema.safeParse({ yearMonth: '2026-06', periodLength: '13' }).success,
    ).toBe(false);
    const range = { startDate: '2024-01-01', endDate: '2024-12-31', integration: 'true' };
    expect(forecastQuerySchema.parse(range).integration).toBe(true);
    expect(forecastQuerySchema.safeParse({ ...range, endDate: '2025-01-01' }).success).toBe(false);
    expect(projectionQuerySchema.parse({})).toEqual({ accountId: null, months: 3 });
    expect(projectionQuerySchema.parse({ months: '12' }).months).toBe(12);
    expect(projectionQuerySchema.safeParse({ months: '6' }).success).toBe(false);
  });
});

describe('projectBalance', () => {
  it('adds the changes day by day and finds the earliest lowest point', () => {
    const curve = projectBalance('2026-06-01', 1_000, [
      { date: '2026-06-05', amount: -1_500 },
      { date: '2026-06-03', amount: 200 },
      { date: '2026-06-03', amount: -200 },
      { date: '2026-06-04', amount: -700 },
      { date: '2026-06-09', amount: 500 },
      { date: '2026-06-10', amount: -500 },
    ]);
    expect(curve.points).toEqual([
      { date: '2026-06-04', balance: 300 },
      { date: '2026-06-05', balance: -1_200 },
      { date: '2026-06-09', balance: -700 },
      { date: '2026-06-10', balance: -1_200 },
    ]);
    expect(curve.lowest).toEqual({ date: '2026-06-05', balance: -1_200 });
    expect(curve.end).toBe(-1_200);
  });

  it('keeps today as the lowest point when the balance only rises', () => {
    const curve = projectBalance('2026-06-01', -50, [{ date: '2026-06-02', amount: 10 }]);
    expect(curve.lowest).toEqual({ date: '2026-06-01', balance: -50 });
  });
});
