import { toIsoDate, type IsoDate } from '../../../../contract/dates';
import {
  WHOLE_YEAR,
  yearMonthRange,
  type ListPeriod,
} from '../../../../contract/operations-period';

// The period of /operations as the URL carries it (yearMonth: "2026-03", or "2026" for a year).

/** The month holding `today`. */
export function currentPeriod(today: Date = new Date()): ListPeriod {
  return { year: today.getFullYear(), month: today.getMonth() + 1 };
}

/** The period a yearMonth names; the current month when missing or not one. */
export function parsePeriod(text: string | null, today: Date = new Date()): ListPeriod {
  if (!text || !yearMonthRange(text)) return currentPeriod(today);
  const [year = '', month] = text.split('-');
  return { year: Number(year), month: month === undefined ? WHOLE_YEAR : Number(month) };
}

/** The day after an ISO date (balances "before startDate" include the date itself this way). */
export function nextDay(iso: IsoDate): IsoDate {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + 1));
  return date.toISOString().slice(0, 10);
}

export const todayIso = (): IsoDate => toIsoDate(new Date());
