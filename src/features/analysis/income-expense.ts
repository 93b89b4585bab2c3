import type { AnalysisPeriod } from '../../../contract/analysis-period';
import { spanInDays } from './period-filter';

// Income and expense (002 §9): the average is the total over the rounded number of months.

const DAYS_PER_MONTH = 365.25 / 12;
/** The months counted when the span is unknown. */
export const UNKNOWN_SPAN_MONTHS = 12;

/** Months between start and end, rounded, at least 1; 12 when the period is unknown. */
export function monthsOf(period: AnalysisPeriod | null): number {
  if (!period) return UNKNOWN_SPAN_MONTHS;
  return Math.max(1, Math.round(spanInDays(period) / DAYS_PER_MONTH));
}

/** The monthly average in cents, to 2 decimals (whole cents). */
export function monthlyAverage(totalCents: number, period: AnalysisPeriod | null): number {
  return Math.round(totalCents / monthsOf(period));
}
