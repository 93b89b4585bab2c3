import type { TFunction } from 'i18next';
import type { AnalysisResult, AnalysisResultNode } from '../../../contract/analysis';
import { CHART_COLORS } from '../../components/chart-palette';

// Reading the analysis tree for charts and tables (002 §8, §9).

/** The lines under the CURRENCY tops when the accounts hold several currencies. */
export function topLines(details: readonly AnalysisResultNode[]): AnalysisResultNode[] {
  return details.flatMap((node) => (node.group === 'CURRENCY' ? node.children : [node]));
}

/**
 * The result cut per currency when CURRENCY lines keep several apart, each part with its own
 * currency and its lines; otherwise the result itself.
 */
export function byCurrency(result: AnalysisResult): AnalysisResult[] {
  const tops = result.details.filter((node) => node.group === 'CURRENCY');
  if (tops.length === 0) return [result];
  return tops.map((node) => ({
    ...result,
    currency: node.groupValue.name ?? result.currency,
    details: node.children,
  }));
}

/** A chart's title, naming its currency when the accounts hold several. */
export const chartTitle = (t: TFunction, key: string, currency: string | null) =>
  currency === null ? t(key) : t('analysis.chart.inCurrency', { title: t(key), currency });

/** The lines that are not totals. */
export const withoutTotals = (nodes: readonly AnalysisResultNode[]) =>
  nodes.filter((node) => !node.lineTotal);

/** Cents as a chart amount: currency units rounded to 2 decimals. */
export const chartAmount = (cents: number) => Math.round(Math.abs(cents)) / 100;

export interface Slice {
  label: string;
  cents: number;
  node: AnalysisResultNode;
}

/**
 * The largest slices, at most the palette's length (002 §9), the rest summed as one last
 * "other" slice so the pie still adds up.
 */
export function slicesOf(
  nodes: readonly AnalysisResultNode[],
  label: (node: AnalysisResultNode) => string,
  otherLabel: string,
): Slice[] {
  const slices = withoutTotals(nodes)
    .map((node) => ({ label: label(node), cents: Math.abs(node.sums[0]?.sum ?? 0), node }))
    .filter((slice) => slice.cents !== 0)
    .sort((a, b) => b.cents - a.cents);
  if (slices.length <= CHART_COLORS.length) return slices;
  const kept = slices.slice(0, CHART_COLORS.length - 1);
  const rest = slices.slice(CHART_COLORS.length - 1);
  const cents = rest.reduce((total, slice) => total + slice.cents, 0);
  return [...kept, { label: otherLabel, cents, node: rest[0]!.node }];
}

/** The side of a SIGN tree: 1 credit, -1 debit; none when the period has none. */
export function sideOf(details: readonly AnalysisResultNode[], sign: 1 | -1): AnalysisResultNode[] {
  return (
    topLines(details).find((node) => node.group === 'SIGN' && node.groupValue.id === sign)
      ?.children ?? []
  );
}

/** The line's name; the undefined category, unknown groups as 002 §8 says. */
export function lineLabel(node: AnalysisResultNode, t: TFunction): string {
  const { group, groupValue } = node;
  if (node.lineTotal || group === 'TOTAL') return t('analysis.total');
  if (group === 'SIGN') return t(groupValue.id === 1 ? 'analysis.credit' : 'analysis.debit');
  if (group === 'ACCOUNT_TYPE') return t(`account.type.${groupValue.name ?? ''}`);
  if (group === 'TRANSFER')
    return t(groupValue.id === 1 ? 'analysis.transfers' : 'analysis.notTransfers');
  if (['CATEGORY', 'PARENT_CATEGORY', 'CATEGORY_TRANSFER'].includes(group))
    return groupValue.name ?? t('category.undefined');
  if (['ACCOUNT', 'CURRENCY', 'OPERATION'].includes(group)) return groupValue.name ?? '';
  return `Group ${group}?`;
}

/** Ascending or descending by a column; an equal value keeps the order the server gave. */
export type SortOrder = { key: string; ascending: boolean };

export function sortBy<T>(
  rows: readonly T[],
  value: (row: T) => string | number,
  ascending: boolean,
): T[] {
  const sign = ascending ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y));
  });
}

/** The next order when a column header is pressed: the same column flips, another starts up. */
export const toggleSort = (order: SortOrder | null, key: string): SortOrder =>
  order?.key === key ? { key, ascending: !order.ascending } : { key, ascending: true };
