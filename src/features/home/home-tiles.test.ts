import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../../contract/analysis';
import { CHART_COLORS } from '../../components/chart-palette';
import { makeAccount } from '../../test/banks';
import { lastYear, previousMonth } from './home-dates';
import {
  fluctuationPoints,
  isFirstConnection,
  lastImport,
  outOfDateAccounts,
  propertySummary,
  stalenessOf,
  topCategories,
} from './home-tiles';

const TODAY = '2026-03-31';
type Sums = { sum: number; balance?: number };
const line = (group: string, name: string | null, sums: Sums[], children: unknown[] = []) => ({
  group,
  groupValue: { id: 1, name },
  sums,
  children,
});
const result = (details: unknown[], headers: unknown[] = [{ type: 'DATE2DATE' }]) =>
  ({ headers, details, currency: 'EUR' }) as AnalysisResult;

describe('out-of-date accounts (spec 000 §9)', () => {
  it('says nothing up to 15 days, info over 15 days, a warning over 30 days', () => {
    expect(stalenessOf('2026-03-16T08:00:00Z', TODAY)).toBeNull();
    expect(stalenessOf('2026-03-15T23:59:00Z', TODAY)).toBe('info');
    expect(stalenessOf('2026-03-01T00:00:00Z', TODAY)).toBe('info');
    expect(stalenessOf('2026-02-28T00:00:00Z', TODAY)).toBe('warning');
  });

  it('leaves out accounts never imported, the oldest import first', () => {
    const accounts = [
      makeAccount({ accountId: 1, lastImportDate: '2026-03-10T00:00:00Z' }),
      makeAccount({ accountId: 2, lastImportDate: null }),
      makeAccount({ accountId: 3, lastImportDate: '2026-01-01T00:00:00Z' }),
      makeAccount({ accountId: 4, lastImportDate: '2026-03-30T00:00:00Z' }),
    ];
    const late = outOfDateAccounts(accounts, TODAY);
    expect(late.map((one) => [one.account.accountId, one.staleness, one.days])).toEqual([
      [3, 'warning', 89],
      [1, 'info', 21],
    ]);
    expect(lastImport(accounts)?.accountId).toBe(4);
    expect(lastImport([makeAccount({ lastImportDate: null })])).toBeNull();
  });
});

describe('first connection (spec 000 §2)', () => {
  it('greets at the first connection only', () => {
    expect(isFirstConnection({ numberOfConnection: 0 })).toBe(true);
    expect(isFirstConnection({ numberOfConnection: 1 })).toBe(true);
    expect(isFirstConnection({ numberOfConnection: 2 })).toBe(false);
  });
});

describe('top categories of last month', () => {
  it('keeps the largest expenses, as many as the palette has colours', () => {
    const lines = Array.from({ length: 12 }, (_, i) =>
      line('CATEGORY', `C${i}`, [{ sum: -(i + 1) * 100 }]),
    );
    const refund = line('CATEGORY', 'Refund', [{ sum: 500 }]);
    const total = { ...line('TOTAL', null, [{ sum: -7800 }]), lineTotal: true };
    const slices = topCategories(result([...lines, refund, total]));
    expect(slices).toHaveLength(CHART_COLORS.length);
    expect(slices[0]).toEqual({ name: 'C11', amount: 1200 });
    expect(slices.map((slice) => slice.name)).not.toContain('Refund');
    expect(slices.at(-1)).toEqual({ name: 'C2', amount: 300 });
  });

  it('compares the first currency only', () => {
    const euros = line(
      'CURRENCY',
      'EUR',
      [{ sum: -100 }],
      [line('CATEGORY', 'A', [{ sum: -100 }])],
    );
    const dollars = line(
      'CURRENCY',
      'USD',
      [{ sum: -900 }],
      [line('CATEGORY', 'B', [{ sum: -900 }])],
    );
    expect(topCategories(result([euros, dollars]))).toEqual([{ name: 'A', amount: 100 }]);
  });
});

describe('fluctuation and periods', () => {
  it('reads the balance of each day column, not the UNTIL and SIMPLE_CUMUL ones', () => {
    const headers = [
      { type: 'UNTIL', date: '2026-03-29' },
      { type: 'DATE2DATE', start: '2026-03-30', end: '2026-03-30' },
      { type: 'DATE2DATE', start: '2026-03-31', end: '2026-03-31' },
      { type: 'SIMPLE_CUMUL' },
    ];
    const sums = [500, 400, 700, 700].map((balance) => ({ sum: 0, balance }));
    expect(fluctuationPoints(result([line('ACCOUNT', 'Main', sums)], headers))).toEqual([
      { date: '2026-03-30', balance: 400 },
      { date: '2026-03-31', balance: 700 },
    ]);
    expect(fluctuationPoints(result([], headers))).toEqual([]);
  });

  it('spans one year to today and names the month before', () => {
    expect(lastYear(TODAY)).toEqual({ start: '2025-04-01', end: TODAY });
    expect(lastYear('2024-02-29').start).toBe('2023-03-01');
    expect(previousMonth(TODAY)).toBe('2026-02');
    expect(previousMonth('2026-01-15')).toBe('2025-12');
  });
});

describe('the property tile', () => {
  it('keeps each account type in the currency of the CURRENCY line it sits under', () => {
    const inCurrency = (code: string, balance: number) => ({
      ...line(
        'CURRENCY',
        code,
        [{ sum: 0, balance }],
        [
          line(
            'ACCOUNT_TYPE',
            'CU',
            [{ sum: 0, balance }],
            [line('ACCOUNT', 'A', [{ sum: 0, balance }])],
          ),
        ],
      ),
      currency: code,
    });
    const summary = propertySummary(result([inCurrency('EUR', 900), inCurrency('CHF', 500)]));
    expect(summary.map((type) => [type.currency, type.balance])).toEqual([
      ['EUR', 900],
      ['CHF', 500],
    ]);
  });
});
