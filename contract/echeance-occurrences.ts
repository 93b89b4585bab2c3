import { dayNumber, isoOfDayNumber, type IsoDate } from './dates';
import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from './echeances';

/** What the occurrence engine needs of a planned operation. */
export interface OccurrenceRule {
  beginDate: IsoDate;
  frequency: EcheanceFrequency;
}

function parts(iso: IsoDate): [number, number, number] {
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

function format(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The n-th date of a month-based rule, always counted from the begin date so month ends never
 * drift: 31 January monthly gives 28 or 29 February, then 31 March.
 */
function nthMonthDate(begin: IsoDate, months: number): IsoDate {
  const [y, m, d] = parts(begin);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

function monthsBetween(from: IsoDate, to: IsoDate): number {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  return ty * 12 + tm - (fy * 12 + fm);
}

/** The n-th occurrence (0 is the begin date), or null past the last one. */
export function nthOccurrence(rule: OccurrenceRule, n: number): IsoDate | null {
  const { unit, step } = ECHEANCE_FREQUENCIES[rule.frequency];
  if (unit === 'none') return n === 0 ? rule.beginDate : null;
  if (unit === 'day') return isoOfDayNumber(dayNumber(rule.beginDate) + n * step);
  return nthMonthDate(rule.beginDate, n * step);
}

/** The index of the first occurrence that can fall on or after `from`. */
function firstIndexFrom(rule: OccurrenceRule, from: IsoDate): number {
  const { unit, step } = ECHEANCE_FREQUENCIES[rule.frequency];
  if (unit === 'none' || from <= rule.beginDate) return 0;
  if (unit === 'day') return Math.ceil((dayNumber(from) - dayNumber(rule.beginDate)) / step);
  return Math.max(0, Math.floor(monthsBetween(rule.beginDate, from) / step) - 1);
}

/** Every occurrence date of the rule between `from` and `to`, both included, in order. */
export function occurrenceDates(rule: OccurrenceRule, from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let n = firstIndexFrom(rule, from); ; n += 1) {
    const date = nthOccurrence(rule, n);
    if (date === null || date > to) return dates;
    if (date >= from) dates.push(date);
  }
}
