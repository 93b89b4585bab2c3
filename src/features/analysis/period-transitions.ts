import { addMonths, isMonthEnd, monthOf } from '../../../contract/analysis-period';
import { addDays } from '../../../contract/dates';
import type { IsoDate } from '../../../contract/dates';
import { WHOLE_YEAR } from '../../../contract/operations-period';
import {
  PREDEFINED_MONTHS,
  predefinedFor,
  resolvePeriod,
  spanInDays,
  spanInMonths,
  type FilterMode,
  type PeriodFilter,
} from './period-filter';

// Switching mode and stepping (spec 002 §4): the current dates carry over to the new mode.

/** Month and year open on today when the dates cover it (the default period ends this month). */
const anchorOf = (start: IsoDate, end: IsoDate, today: IsoDate) =>
  start <= today && today <= end ? today : start;

/** The filter in another mode, from the dates the current one covers. */
export function switchMode(filter: PeriodFilter, mode: FilterMode, today: IsoDate): PeriodFilter {
  const resolved = resolvePeriod(filter, today);
  if ('error' in resolved) return { ...filter, mode };
  const { start, end } = resolved.period;
  const anchor = anchorOf(start, end, today);
  const year = Number(anchor.slice(0, 4));
  switch (mode) {
    case 'MONTH':
      return { ...filter, mode, year, month: Number(anchor.slice(5, 7)) };
    case 'YEAR':
      return { ...filter, mode, year, month: WHOLE_YEAR };
    case 'PREDEFINED':
      return {
        ...filter,
        mode,
        predefined: predefinedFor(spanInMonths(resolved.period)),
        start: monthOf(start),
      };
    case 'PREDEFINED_LAST_PERIODS':
      return { ...filter, mode };
    case 'CUSTOM':
      return { ...filter, mode, start, end };
    case 'MIXED':
      return { ...filter, mode, start: monthOf(start), end: monthOf(end) };
  }
}

function stepMonth(filter: PeriodFilter, step: number): PeriodFilter {
  if (filter.month === WHOLE_YEAR) return { ...filter, year: filter.year + step };
  const month = addMonths(
    `${String(filter.year).padStart(4, '0')}-${String(Math.max(filter.month, 1)).padStart(2, '0')}`,
    step,
  );
  return { ...filter, year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
}

/**
 * Previous (-1) or next (+1) by the period's length. A last period, relative to today, steps
 * into CUSTOM dates; custom dates of whole months step by months, others by days.
 */
export function stepFilter(filter: PeriodFilter, step: -1 | 1, today: IsoDate): PeriodFilter {
  const resolved = resolvePeriod(filter, today);
  if ('error' in resolved) return filter;
  const { period } = resolved;
  switch (filter.mode) {
    case 'MONTH':
      return stepMonth(filter, step);
    case 'YEAR':
      return { ...filter, year: filter.year + step };
    case 'PREDEFINED':
      return {
        ...filter,
        start: addMonths(filter.start, step * PREDEFINED_MONTHS[filter.predefined]),
      };
    case 'MIXED': {
      const months = step * spanInMonths(period);
      return {
        ...filter,
        start: addMonths(filter.start, months),
        end: addMonths(filter.end, months),
      };
    }
    case 'PREDEFINED_LAST_PERIODS':
    case 'CUSTOM':
      return { ...filter, mode: 'CUSTOM', ...shiftDates(period.start, period.end, step) };
  }
}

function shiftDates(start: IsoDate, end: IsoDate, step: number): { start: IsoDate; end: IsoDate } {
  if (start.endsWith('-01') && isMonthEnd(end)) {
    const months = step * spanInMonths({ start, end });
    const first = addMonths(monthOf(start), months);
    const last = addMonths(monthOf(end), months);
    return { start: `${first}-01`, end: addDays(`${addMonths(last, 1)}-01`, -1) };
  }
  const days = step * spanInDays({ start, end });
  return { start: addDays(start, days), end: addDays(end, days) };
}
