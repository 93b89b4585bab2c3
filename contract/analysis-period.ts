import { isIsoDate, type IsoDate } from './dates';
import { WHOLE_YEAR, yearMonthRange } from './operations-period';

// The period an analysis request covers (spec 002 §3, §4, §5, §9).

/** A period longer than this is refused (analysis.fluctuation.accounts.filter-period-too-large). */
export const ANALYSIS_MAX_YEARS = 30;

/** Income and expense: the minimum number of operations (split parts) per period (002 §9). */
export const INCOME_EXPENSE_MIN_OPERATIONS = 10;

export interface AnalysisPeriod {
  start: IsoDate;
  end: IsoDate;
}

export interface PeriodFields {
  startValueDate?: string | undefined;
  endValueDate?: string | undefined;
  yearMonth?: string | undefined;
  year?: number | undefined;
  month?: number | undefined;
}

function monthOfYear(year: number, month: number | undefined): AnalysisPeriod | null {
  const yyyy = String(year).padStart(4, '0');
  if (month === undefined || month === WHOLE_YEAR)
    return { start: `${yyyy}-01-01`, end: `${yyyy}-12-31` };
  // Month 0 is read as January (002 §4).
  const mm = String(Math.max(month, 1)).padStart(2, '0');
  const range = yearMonthRange(`${yyyy}-${mm}`);
  return range && { start: range.startDate, end: range.endDate };
}

/**
 * The dates asked: startValueDate and endValueDate, else yearMonth ('yyyy-MM' or 'yyyy'), else
 * year with month. Null when none is complete or a date is not one (utils.wrong-date-format).
 */
export function analysisPeriodOf(fields: PeriodFields): AnalysisPeriod | null {
  const { startValueDate: start, endValueDate: end } = fields;
  if (start !== undefined || end !== undefined) {
    if (!start || !end || !isIsoDate(start) || !isIsoDate(end) || start > end) return null;
    return { start, end };
  }
  if (fields.yearMonth !== undefined) {
    const range = yearMonthRange(fields.yearMonth);
    return range && { start: range.startDate, end: range.endDate };
  }
  if (fields.year !== undefined) return monthOfYear(fields.year, fields.month);
  return null;
}

/** More than 30 years from start to end (002 §5, §9). */
export function isPeriodTooLarge({ start, end }: AnalysisPeriod): boolean {
  const [year, rest] = [Number(start.slice(0, 4)), start.slice(4)];
  const limit = `${String(year + ANALYSIS_MAX_YEARS).padStart(4, '0')}${rest}`;
  return end > limit;
}

/** 'yyyy-MM' of an ISO date. */
export const monthOf = (date: IsoDate): string => date.slice(0, 7);

/** The month `count` months after 'yyyy-MM' (before when negative). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of 'yyyy-MM'. */
export function monthEnd(month: string): IsoDate {
  const day = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return `${month}-${String(day.getUTCDate()).padStart(2, '0')}`;
}

/** No month ends before its 28th: the others are answered without making a date (issue 27). */
export const isMonthEnd = (date: IsoDate): boolean =>
  date.slice(8) >= '28' && monthEnd(monthOf(date)) === date;
