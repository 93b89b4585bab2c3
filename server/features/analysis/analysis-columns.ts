import {
  addMonths,
  monthEnd,
  monthOf,
  type AnalysisPeriod,
} from '../../../contract/analysis-period';
import type { AnalysisSums, PeriodDimension } from '../../../contract/analysis';
import { addDays, dayNumber, isoOfDayNumber } from '../../../contract/dates';
import type { IsoDate } from '../../../contract/dates';
import type { AnalysisHeader } from '../../../contract/survey';

// The columns of an analysis (docs/decisions/analysis.md, "Columns"): one per period asked
// (DATE2DATE for the whole period or a day, MONTH, YEAR), with accumulate an UNTIL column of
// what stood before the period first, and after periods a total column (CUMUL, or SIMPLE_CUMUL
// with accumulate).

export interface Columns {
  headers: AnalysisHeader[];
  /** The period columns' count, and the one a fact's key falls in. */
  count: number;
  indexOf: (key: string) => number;
  /** The last day of each period column (balances are read there). */
  ends: IsoDate[];
  until: boolean;
  total: boolean;
}

const min = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

function periodsOf({ start, end }: AnalysisPeriod, dimension: PeriodDimension) {
  if (dimension === 'NONE') return [{ key: '', header: { type: 'DATE2DATE', start, end }, end }];
  const periods = [];
  if (dimension === 'DAY') {
    // By day number: a year of days read back and forth from ISO text cost a millisecond.
    const last = dayNumber(end);
    for (let number = dayNumber(start); number <= last; number++) {
      const day = isoOfDayNumber(number);
      periods.push({ key: day, header: { type: 'DATE2DATE', start: day, end: day }, end: day });
    }
  } else if (dimension === 'MONTH') {
    for (let month = monthOf(start); month <= monthOf(end); month = addMonths(month, 1)) {
      const last = min(monthEnd(month), end);
      periods.push({ key: month, header: { type: 'MONTH', yearMonth: month }, end: last });
    }
  } else {
    for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
      const last = min(`${String(year).padStart(4, '0')}-12-31`, end);
      periods.push({ key: String(year), header: { type: 'YEAR', year }, end: last });
    }
  }
  return periods;
}

export function columnsOf(
  period: AnalysisPeriod,
  dimension: PeriodDimension,
  accumulate: boolean,
): Columns {
  const periods = periodsOf(period, dimension);
  const index = new Map(periods.map((p, i) => [p.key, i]));
  // Facts of a year come by month.
  const keyOf = dimension === 'YEAR' ? (key: string) => key.slice(0, 4) : (key: string) => key;
  const until = accumulate && dimension !== 'NONE';
  const total = dimension !== 'NONE';
  const headers: AnalysisHeader[] = periods.map((p) => p.header);
  if (until) {
    headers.unshift({
      type: 'UNTIL',
      month: monthOf(period.start),
      date: addDays(period.start, -1),
    });
  }
  if (total) headers.push({ type: accumulate ? 'SIMPLE_CUMUL' : 'CUMUL' });
  return {
    headers,
    count: periods.length,
    indexOf: (key) => index.get(keyOf(key)) ?? -1,
    ends: periods.map((p) => p.end),
    until,
    total,
  };
}

/** What a line adds up to, per period column; account lines also start and end balances. */
export interface LineFigures {
  sums: number[];
  /** Account lines: their balance before the period (initial balance and earlier sums). */
  opening: number | null;
  /** Account lines with accumulate: the real balance before the period, then at each end. */
  balances: number[] | null;
}

/** The line's cells in the headers' order. */
export function cellsOf(
  columns: Columns,
  figures: LineFigures,
  accumulate: boolean,
): AnalysisSums[] {
  if (!accumulate) {
    const cells = figures.sums.map((sum) => ({ sum }));
    if (columns.total) cells.push({ sum: figures.sums.reduce((a, b) => a + b, 0) });
    return cells;
  }
  const opening = figures.opening ?? 0;
  const balanceAt = (i: number) => (figures.balances ? { balance: figures.balances[i]! } : {});
  let accumulation = opening;
  const cells: AnalysisSums[] = figures.sums.map((sum, i) => {
    accumulation += sum;
    return { sum, accumulation, ...balanceAt(i + 1) };
  });
  if (columns.until) cells.unshift({ sum: opening, accumulation: opening, ...balanceAt(0) });
  if (columns.total) {
    const sum = figures.sums.reduce((a, b) => a + b, 0);
    cells.push({ sum, accumulation, ...balanceAt(columns.count) });
  }
  return cells;
}
