import type { AnalysisResult } from '../../../contract/analysis';
import type { AnalysisPeriod } from '../../../contract/analysis-period';
import { spanInDays } from './period-filter';
import { topLines, withoutTotals } from './analysis-values';

// The accounts fluctuation (002 §9): a line of accumulated balance per account, one point a day.

/**
 * Every how many days a date is written: above 1095 days 30, above 92 days 15, else 1. The
 * length is end − start, as a date difference reads it.
 */
export function labelStep(period: AnalysisPeriod): number {
  const days = spanInDays(period) - 1;
  if (days > 1095) return 30;
  if (days > 92) return 15;
  return 1;
}

/** The day columns (DATE2DATE, one day each), and per account its accumulation on each. */
export function fluctuationSeries(result: AnalysisResult) {
  const dayIndexes = result.headers
    .map((header, index) => ({ header, index }))
    .filter(({ header }) => header.type === 'DATE2DATE');
  const accounts = withoutTotals(topLines(result.details));
  return {
    days: dayIndexes.map(({ header }) => header.start ?? ''),
    lines: accounts.map((node) => ({
      node,
      values: dayIndexes.map(({ index }) => (node.sums[index]?.accumulation ?? 0) / 100),
    })),
  };
}
