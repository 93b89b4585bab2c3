import { daysBetween, toIsoDate, type IsoDate } from '../../../contract/dates';

// The periods the home asks for, from today's date (the reader's clock).

/** Whole days from an instant or a date to today; negative in the future. */
export function daysSince(instant: string, today: IsoDate): number {
  return daysBetween(instant.slice(0, 10), today);
}

/** The fluctuation's year: the day after the same date a year ago, up to today. */
export function lastYear(today: IsoDate): { start: IsoDate; end: IsoDate } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 29 February a year back is the 28th.
  const sameDay = Math.min(day, new Date(year - 1, month, 0).getDate());
  return { start: toIsoDate(new Date(year - 1, month - 1, sameDay + 1)), end: today };
}

/** 'yyyy-MM' of the month before today's. */
export function previousMonth(today: IsoDate): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export const todayIso = (): IsoDate => toIsoDate(new Date());
