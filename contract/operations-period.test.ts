import { describe, expect, it } from 'vitest';
import {
  stepPeriod,
  toYearMonth,
  WHOLE_YEAR,
  yearList,
  yearMonthRange,
  yearMonthSchema,
} from './operations-period';

describe('list period', () => {
  it('lists the years from next year down to 2000', () => {
    const years = yearList(new Date(2026, 4, 1));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(28);
  });

  it('steps months across years, and whole years by a year', () => {
    expect(stepPeriod({ year: 2024, month: 1 }, -1)).toEqual({ year: 2023, month: 12 });
    expect(stepPeriod({ year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
    expect(stepPeriod({ year: 2024, month: 6 }, 1)).toEqual({ year: 2024, month: 7 });
    expect(stepPeriod({ year: 2024, month: WHOLE_YEAR }, -1)).toEqual({ year: 2023, month: -1 });
  });

  it('writes yearMonth and reads back the dates it covers', () => {
    expect(toYearMonth({ year: 2024, month: 2 })).toBe('2024-02');
    expect(toYearMonth({ year: 2024, month: WHOLE_YEAR })).toBe('2024');
    expect(yearMonthRange('2024-02')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(yearMonthRange('2023-02')?.endDate).toBe('2023-02-28');
    expect(yearMonthRange('2024-12')?.endDate).toBe('2024-12-31');
    expect(yearMonthRange('2024')).toEqual({ startDate: '2024-01-01', endDate: '2024-12-31' });
  });

  it('refuses what is not a yearMonth', () => {
    for (const text of ['2024-13', '2024-00', '24-01', '2024-1', '2024-01-01', '']) {
      expect(yearMonthRange(text), text).toBeNull();
      expect(yearMonthSchema.safeParse(text).error?.issues[0]?.message).toBe(
        'operation.period.invalid',
      );
    }
  });
});
