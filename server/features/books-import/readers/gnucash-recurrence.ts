import type { EcheanceFrequency } from '../../../../contract/echeances';
import type { GncRecurrence, GncScheduled } from './gnucash-book';

// A scheduled transaction's recurrence (GnuCash: a multiplier of once, day, week, month, end of
// month, nth weekday, last weekday or year, from a start day) onto Pécule's frequencies, and the
// day it next falls due after its last occurrence. Several recurrences (1st and 15th) and the
// weekday-based ones (2nd Tuesday) repeat in ways Pécule cannot: those are not brought.

const MONTHLY_BY_MULT: Record<number, EcheanceFrequency> = {
  1: 'MONTHLY',
  2: 'BIMONTHLY',
  3: 'QUARTERLY',
  6: 'SEMIANNUAL',
  12: 'YEARLY',
};
const WEEKLY_BY_DAYS: Record<number, EcheanceFrequency> = { 7: 'WEEKLY', 14: 'BIWEEKLY' };
const MAX_STEPS = 100_000;

export function frequencyOf(recurrences: readonly GncRecurrence[]): EcheanceFrequency | null {
  if (recurrences.length !== 1) return null;
  const { mult, periodType } = recurrences[0]!;
  switch (periodType) {
    case 'once':
      return 'ONCE';
    case 'day':
      return WEEKLY_BY_DAYS[mult] ?? null;
    case 'week':
      return WEEKLY_BY_DAYS[mult * 7] ?? null;
    case 'month':
    case 'end of month':
      return MONTHLY_BY_MULT[mult] ?? null;
    case 'year':
      return mult === 1 ? 'YEARLY' : null;
    default:
      return null;
  }
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

function plusMonths(anchor: string, months: number, endOfMonth: boolean): string {
  const start = utc(anchor);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = endOfMonth ? lastDay : Math.min(start.getUTCDate(), lastDay);
  return iso(new Date(Date.UTC(year, month, day)));
}

/** The k-th occurrence from the recurrence's start. */
function occurrence({ mult, periodType, start }: GncRecurrence, k: number): string {
  const step = Math.max(mult, 1) * k;
  if (periodType === 'day' || periodType === 'week') {
    const date = utc(start);
    date.setUTCDate(date.getUTCDate() + step * (periodType === 'week' ? 7 : 1));
    return iso(date);
  }
  if (periodType === 'year') return plusMonths(start, 12 * step, false);
  return plusMonths(start, step, periodType === 'end of month');
}

export interface Due {
  nextDate: string;
  endDate: string | null;
}

/** When the schedule next falls due and when it ends; null when it has ended. */
export function dueOf(sx: GncScheduled): Due | null {
  const recurrence = sx.recurrences[0]!;
  if (recurrence.periodType === 'once') {
    const day = sx.start ?? recurrence.start;
    return sx.last ? null : { nextDate: day, endDate: day };
  }
  let k = 0;
  const notBefore = sx.start ?? recurrence.start;
  while (k < MAX_STEPS) {
    const day = occurrence(recurrence, k);
    if (day >= notBefore && (sx.last === null || day > sx.last)) break;
    k++;
  }
  if (k === MAX_STEPS) return null;
  const nextDate = occurrence(recurrence, k);
  if (sx.end !== null) return nextDate > sx.end ? null : { nextDate, endDate: sx.end };
  if (sx.numOccur <= 0) return { nextDate, endDate: null };
  if (sx.remOccur <= 0) return null;
  return { nextDate, endDate: occurrence(recurrence, k + sx.remOccur - 1) };
}
