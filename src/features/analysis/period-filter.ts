import {
  addMonths,
  analysisPeriodOf,
  isPeriodTooLarge,
  monthEnd,
  monthOf,
  type AnalysisPeriod,
} from '../../../contract/analysis-period';
import { daysBetween, type IsoDate } from '../../../contract/dates';
import { MessageCode } from '../../../contract/message-codes';
import { WHOLE_YEAR, YEAR_LIST_MIN } from '../../../contract/operations-period';

// The period filter of the analysis screens (spec 002 §4, §5, §9): a mode and its fields,
// resolved to the dates GET /api/analysis takes. Pure: `today` is always given.

export const FILTER_MODES = [
  'MONTH',
  'YEAR',
  'PREDEFINED',
  'PREDEFINED_LAST_PERIODS',
  'CUSTOM',
  'MIXED',
] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** Predefined periods and their length in months (1, 3, 6, 12; 6 by default). */
export const PREDEFINED_MONTHS = { '1MONTH': 1, '3MONTH': 3, '6MONTH': 6, YEAR: 12 } as const;
export type Predefined = keyof typeof PREDEFINED_MONTHS;
export const DEFAULT_PREDEFINED: Predefined = '6MONTH';

export const LAST_PERIODS = {
  LASTMONTH: 1,
  LAST3MONTHS: 3,
  LAST6MONTHS: 6,
  LAST12MONTHS: 12,
  LASTYEAR: 12,
} as const;
export type LastPeriod = keyof typeof LAST_PERIODS;

export interface PeriodFilter {
  mode: FilterMode;
  year: number;
  /** 1 to 12; 0 is read as 1, WHOLE_YEAR (-1) as the whole year. */
  month: number;
  predefined: Predefined;
  last: LastPeriod;
  /** PREDEFINED: the first month ('yyyy-MM'); CUSTOM: the first day; MIXED: the first month. */
  start: string;
  end: string;
}

export type Resolved = { period: AnalysisPeriod } | { error: string };

const thisMonth = (today: IsoDate) => monthOf(today);
const monthStart = (month: string): IsoDate => `${month}-01`;

/** The predefined period ending with this month. */
export function defaultFilter(
  today: IsoDate,
  predefined: Predefined = DEFAULT_PREDEFINED,
): PeriodFilter {
  const length = PREDEFINED_MONTHS[predefined];
  const month = thisMonth(today);
  return {
    mode: 'PREDEFINED',
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
    predefined,
    last: 'LAST6MONTHS',
    start: addMonths(month, 1 - length),
    end: month,
  };
}

function lastPeriod(last: LastPeriod, today: IsoDate): AnalysisPeriod {
  if (last === 'LASTYEAR') {
    const year = String(Number(today.slice(0, 4)) - 1).padStart(4, '0');
    return { start: `${year}-01-01`, end: `${year}-12-31` };
  }
  const previous = addMonths(thisMonth(today), -1);
  return {
    start: monthStart(addMonths(previous, 1 - LAST_PERIODS[last])),
    end: monthEnd(previous),
  };
}

const isMonth = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

function datesOf(filter: PeriodFilter, today: IsoDate): AnalysisPeriod | null {
  switch (filter.mode) {
    case 'MONTH':
      return analysisPeriodOf({ year: filter.year, month: filter.month });
    case 'YEAR':
      return analysisPeriodOf({ year: filter.year, month: WHOLE_YEAR });
    case 'PREDEFINED': {
      if (!isMonth(filter.start)) return null;
      const last = addMonths(filter.start, PREDEFINED_MONTHS[filter.predefined] - 1);
      return { start: monthStart(filter.start), end: monthEnd(last) };
    }
    case 'PREDEFINED_LAST_PERIODS':
      return lastPeriod(filter.last, today);
    case 'CUSTOM':
      return analysisPeriodOf({ startValueDate: filter.start, endValueDate: filter.end });
    case 'MIXED':
      if (!isMonth(filter.start) || !isMonth(filter.end)) return null;
      return analysisPeriodOf({
        startValueDate: monthStart(filter.start),
        endValueDate: monthEnd(filter.end),
      });
  }
}

/** The dates, or utils.wrong-date-format (missing or wrong date), or the 30-year limit. */
export function resolvePeriod(filter: PeriodFilter, today: IsoDate): Resolved {
  const period = datesOf(filter, today);
  if (!period) return { error: MessageCode.wrongDateFormat };
  if (isPeriodTooLarge(period)) return { error: MessageCode.analysisPeriodTooLarge };
  return { period };
}

/** Whole months from the first month to the last, both counted. */
export function spanInMonths({ start, end }: AnalysisPeriod): number {
  const index = (date: IsoDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return index(end) - index(start) + 1;
}

/** Days from start to end, both counted. */
export function spanInDays({ start, end }: AnalysisPeriod): number {
  return daysBetween(start, end) + 1;
}

/**
 * The carry-over of 002 §4: 5 months or more → 6MONTH, 8 or more → YEAR, one month → 1MONTH,
 * else 3MONTH.
 */
export function predefinedFor(months: number): Predefined {
  if (months >= 8) return 'YEAR';
  if (months >= 5) return '6MONTH';
  if (months <= 1) return '1MONTH';
  return '3MONTH';
}

/** The years offered: this year + 2 down to 2000. */
export function filterYears(today: IsoDate): number[] {
  const years: number[] = [];
  for (let year = Number(today.slice(0, 4)) + 2; year >= YEAR_LIST_MIN; year -= 1) years.push(year);
  return years;
}
