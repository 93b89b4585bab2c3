import { describe, expect, it } from 'vitest';
import type { AnalysisResult, AnalysisResultNode } from '../../../contract/analysis';
import type { AccountDto } from '../../../contract/account-dtos';
import { CHART_COLORS } from '../../components/chart-palette';
import {
  byCurrency,
  chartAmount,
  sideOf,
  slicesOf,
  sortBy,
  toggleSort,
  topLines,
} from './analysis-values';
import { fluctuationSeries, labelStep } from './fluctuation-series';
import { monthlyAverage, monthsOf } from './income-expense';
import { balancesOf, patrimonyGroups, shortIban } from './patrimony-rows';
import { analysisRows, sortTree } from './tree-rows';

const node = (
  group: string,
  id: number | null,
  sums: number[],
  children: AnalysisResultNode[] = [],
  extra: Partial<AnalysisResultNode> = {},
): AnalysisResultNode => ({
  group,
  groupValue: { id, name: id === null ? null : `${group} ${id}` },
  sums: sums.map((sum) => ({ sum })),
  children,
  ...extra,
});
const total = (sum: number) => node('TOTAL', 0, [sum], [], { lineTotal: true });

const tree = [
  node(
    'SIGN',
    -1,
    [-600],
    [
      node(
        'PARENT_CATEGORY',
        1,
        [-400],
        [node('CATEGORY', 11, [-100], [node('CATEGORY', 111, [-50])])],
      ),
      node('PARENT_CATEGORY', 2, [-200]),
    ],
  ),
  node('SIGN', 1, [900], [node('PARENT_CATEGORY', 3, [900])]),
  total(300),
];

describe('analysisRows', () => {
  it('walks down to the depth asked, totals under the top levels', () => {
    const rows = analysisRows(tree, 2, 1);
    expect(
      rows.map((row) => `${row.node.groupValue.id}:${row.depth}${row.total ? 'T' : ''}`),
    ).toEqual(['-1:0', '1:1', '11:2', '2:1', '-1:0T', '1:0', '3:1', '1:0T', '0:0T']);
  });
  it('shows the totals only at depth 0', () => {
    expect(analysisRows(tree, 0, 1).map((row) => row.key)).toEqual(['0', '1', '2']);
  });
  it('goes to level 3 of the categories', () => {
    expect(analysisRows(tree, 3, 0).some((row) => row.node.groupValue.id === 111)).toBe(true);
  });
});

describe('sorting', () => {
  it('toggles ascending then descending on the same column, ascending on another', () => {
    const first = toggleSort(null, 'amount');
    expect(first).toEqual({ key: 'amount', ascending: true });
    expect(toggleSort(first, 'amount')).toEqual({ key: 'amount', ascending: false });
    expect(toggleSort(first, 'label')).toEqual({ key: 'label', ascending: true });
  });
  it('sorts siblings at every level and keeps total lines last', () => {
    const sorted = sortTree(tree, (n) => n.sums[0]!.sum, { key: 'amount', ascending: false });
    expect(sorted.map((n) => n.groupValue.id)).toEqual([1, -1, 0]);
    expect(sorted[1]!.children.map((n) => n.groupValue.id)).toEqual([2, 1]);
    expect(sortBy(['b', 'a'], (x) => x, true)).toEqual(['a', 'b']);
  });
});

describe('chart values', () => {
  it('reads the sides and rounds amounts to 2 decimals', () => {
    expect(sideOf(tree, -1).map((n) => n.groupValue.id)).toEqual([1, 2]);
    expect(sideOf([], 1)).toEqual([]);
    expect(chartAmount(-12345)).toBe(123.45);
  });
  it('keeps at most the palette length of slices, the rest as one', () => {
    const many = Array.from({ length: 14 }, (_, i) => node('CATEGORY', i + 1, [-(i + 1) * 100]));
    const slices = slicesOf(many, (n) => String(n.groupValue.id), 'other');
    expect(slices).toHaveLength(CHART_COLORS.length);
    expect(slices[0]!.cents).toBe(1400);
    expect(slices.at(-1)).toMatchObject({ label: 'other', cents: 100 + 200 + 300 + 400 + 500 });
  });
  it('opens the currency tops', () => {
    const currencies = [
      node('CURRENCY', 1, [0], [node('ACCOUNT', 5, [1])]),
      node('CURRENCY', 2, [0], [node('ACCOUNT', 6, [2])]),
    ];
    expect(topLines(currencies).map((n) => n.groupValue.id)).toEqual([5, 6]);
  });
  it('cuts a result per currency, each part in its own currency with its lines', () => {
    const result: AnalysisResult = {
      headers: [{ type: 'CUMUL' }],
      details: [
        node('CURRENCY', 1, [0], [node('ACCOUNT', 5, [1])]),
        node('CURRENCY', 2, [0], [node('ACCOUNT', 6, [2])]),
      ],
      currency: 'EUR',
    };
    const parts = byCurrency(result);
    expect(parts.map((part) => part.currency)).toEqual(['CURRENCY 1', 'CURRENCY 2']);
    expect(parts.map((part) => part.details.map((n) => n.groupValue.id))).toEqual([[5], [6]]);
    const single = { ...result, details: [node('ACCOUNT', 5, [1])] };
    expect(byCurrency(single)).toEqual([single]);
  });
});

describe('accounts fluctuation', () => {
  it('writes a date every 30, 15 or 1 days by the period length', () => {
    expect(labelStep({ start: '2020-01-01', end: '2023-01-01' })).toBe(30);
    expect(labelStep({ start: '2020-01-01', end: '2022-12-31' })).toBe(15);
    expect(labelStep({ start: '2026-01-01', end: '2026-04-04' })).toBe(15);
    expect(labelStep({ start: '2026-01-01', end: '2026-04-03' })).toBe(1);
  });
  it('takes the accumulation of the day columns only', () => {
    const account = node('ACCOUNT', 5, []);
    account.sums = [
      { sum: 0, accumulation: 1000 },
      { sum: 50, accumulation: 1050 },
      { sum: 50, accumulation: 1050 },
    ];
    const result: AnalysisResult = {
      headers: [
        { type: 'UNTIL' },
        { type: 'DATE2DATE', start: '2026-01-01', end: '2026-01-01' },
        { type: 'SIMPLE_CUMUL' },
      ],
      details: [account, total(0)],
      currency: 'EUR',
    };
    expect(fluctuationSeries(result)).toMatchObject({
      days: ['2026-01-01'],
      lines: [{ values: [10.5] }],
    });
  });
});

describe('income and expense average', () => {
  it('divides by the rounded months, 12 when unknown', () => {
    expect(monthsOf({ start: '2026-01-01', end: '2026-06-30' })).toBe(6);
    expect(monthsOf({ start: '2026-01-01', end: '2026-01-10' })).toBe(1);
    expect(monthsOf(null)).toBe(12);
    expect(monthlyAverage(100000, { start: '2026-01-01', end: '2026-03-31' })).toBe(33333);
    expect(monthlyAverage(1200, null)).toBe(100);
  });
});

describe('patrimony', () => {
  const account = (accountId: number, type: string, abrv = 'EUR') =>
    ({ accountId, type, name: `A${accountId}`, currency: { abrv } }) as AccountDto;
  it('groups accounts by type with their balances and totals, one per currency', () => {
    const result: AnalysisResult = {
      headers: [],
      details: [
        node(
          'ACCOUNT_TYPE',
          0,
          [0],
          [
            { ...node('ACCOUNT', 1, []), sums: [{ sum: 5, balance: 700 }] },
            { ...node('ACCOUNT', 4, []), sums: [{ sum: 5, balance: 300 }] },
          ],
        ),
      ],
      currency: 'EUR',
    };
    const groups = patrimonyGroups(
      [account(1, 'CU'), account(2, 'LIVRET_A'), account(3, 'CU'), account(4, 'CU', 'CHF')],
      balancesOf(result),
    );
    expect(groups.map((g) => [g.type, g.lines.length, g.totals])).toEqual([
      [
        'CU',
        3,
        [
          { currency: 'EUR', cents: 700 },
          { currency: 'CHF', cents: 300 },
        ],
      ],
      ['LIVRET_A', 1, [{ currency: 'EUR', cents: 0 }]],
    ]);
  });
  it('abbreviates the IBAN: first 8, ellipsis, last 4', () => {
    expect(shortIban('FR7630006000011234567890189')).toBe('FR763000…0189');
    expect(shortIban('FR76')).toBe('FR76');
    expect(shortIban(null)).toBe('');
  });
});
