import { expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  daysBetween,
  formatIsoDate,
  isIsoDate,
  isoOfDayNumber,
  parseDisplayDate,
  toIsoDate,
} from './dates';

it('validates ISO dates, including leap days', () => {
  expect(isIsoDate('2024-02-29')).toBe(true);
  expect(isIsoDate('2023-02-29')).toBe(false);
  expect(isIsoDate('2024-2-1')).toBe(false);
});

it('displays dd/MM/yyyy on large screens and dd/MM/yy on small ones', () => {
  expect(formatIsoDate('2026-11-22', false)).toBe('22/11/2026');
  expect(formatIsoDate('2026-11-22', true)).toBe('22/11/26');
});

it('parses display dates back to ISO', () => {
  expect(parseDisplayDate('1/2/2026')).toBe('2026-02-01');
  expect(parseDisplayDate('31/12/25')).toBe('2025-12-31');
  expect(parseDisplayDate('31/02/2025')).toBeNull();
  expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
});

it('reads what a person types: separators, digits alone, missing or short years', () => {
  const reference = new Date(2026, 4, 17);
  expect(parseDisplayDate('5.3.26', reference)).toBe('2026-03-05');
  expect(parseDisplayDate('05-03-2026', reference)).toBe('2026-03-05');
  expect(parseDisplayDate(' 050326 ', reference)).toBe('2026-03-05');
  expect(parseDisplayDate('05032026', reference)).toBe('2026-03-05');
  expect(parseDisplayDate('5/3', reference)).toBe('2026-03-05');
  expect(parseDisplayDate('1/1/75', reference)).toBe('2075-01-01');
  expect(parseDisplayDate('1/1/77', reference)).toBe('1977-01-01');
  for (const text of ['', '5', '32/1/26', '1/13/26', '1/1/202', 'abc', '2026-03-05']) {
    expect(parseDisplayDate(text, reference), text).toBeNull();
  }
});

it('counts whole UTC days across months, leap days and daylight-saving changes', () => {
  expect(dayNumber('1970-01-02')).toBe(1);
  expect(isoOfDayNumber(dayNumber('2024-02-29'))).toBe('2024-02-29');
  expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
});
