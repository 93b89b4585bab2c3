import { describe, expect, it } from 'vitest';
import type { Echeance, EcheanceOccurrence } from '../echeances/echeances-read.service';
import { collectFigures, type FigureSources } from './survey-figures';

const plan = (over: Partial<Echeance>): Echeance => ({
  id: 1,
  accountId: 10,
  toAccountId: null,
  beginDate: '2026-01-01',
  nextDate: null,
  frequency: 'MONTHLY',
  autoSave: false,
  payeeId: null,
  payeeName: null,
  typeId: null,
  amount: -100,
  operationType: 'SIMPLE',
  memo: 'Plan',
  parts: [{ categoryId: 5, amount: -100, memo: null, tagIds: [] }],
  budgetIds: [1],
  ...over,
});

const occurrence = (p: Echeance, date: string): EcheanceOccurrence => ({
  plan: p,
  date,
  state: 'PLANNED',
  operationId: null,
  proposedOperationId: null,
});

const sources = (over: Partial<FigureSources>): FigureSources => ({
  months: ['2026-01', '2026-02'],
  accountIds: new Set([10, 11]),
  occurrences: [],
  real: [],
  goals: [],
  withoutTransfer: false,
  ...over,
});

describe('survey figures', () => {
  it('counts a transfer out of and into the budget’s accounts, so one inside nets to zero', () => {
    const inside = plan({ id: 1, toAccountId: 11, operationType: 'TRANSFER' });
    const outward = plan({ id: 2, toAccountId: 99, operationType: 'TRANSFER' });
    const inward = plan({ id: 3, accountId: 99, toAccountId: 10, operationType: 'TRANSFER' });
    const figures = collectFigures(
      sources({
        occurrences: [inside, outward, inward].map((p) => occurrence(p, '2026-01-15')),
      }),
    );
    expect(figures.byCategory.get(5)![0]!.previsionnel).toBe(0);
    const lines = figures.planLines.map((line) => [line.planId, line.cells[0]!.previsionnel]);
    expect(lines).toEqual([
      [1, 0],
      [2, -100],
      [3, 100],
    ]);
    const without = collectFigures(
      sources({ occurrences: [occurrence(outward, '2026-01-15')], withoutTransfer: true }),
    );
    expect(without.byCategory.size).toBe(0);
  });

  it('puts a plan without parts in the undefined category, and ignores months outside', () => {
    const figures = collectFigures(
      sources({
        occurrences: [
          occurrence(plan({ parts: [] }), '2026-02-03'),
          occurrence(plan({}), '2026-03-03'),
        ],
      }),
    );
    expect([...figures.byCategory.keys()]).toEqual([null]);
    expect(figures.byCategory.get(null)!.map((cell) => cell.previsionnel)).toEqual([0, -100]);
  });

  it('adds the real sums, without transfers when asked, and the month’s goal over every month’s', () => {
    const real = [
      { categoryId: 5, month: '2026-01', transfer: false, total: -40 },
      { categoryId: 5, month: '2026-01', transfer: true, total: -7 },
    ];
    const goals = [
      { categoryId: 5, month: null, amount: -50 },
      { categoryId: 5, month: '2026-02', amount: -80 },
    ];
    const cells = collectFigures(sources({ real, goals, withoutTransfer: true })).byCategory.get(5);
    expect(cells).toEqual([
      { previsionnel: 0, reel: -40, goal: -50 },
      { previsionnel: 0, reel: 0, goal: -80 },
    ]);
  });

  it('keeps uncategorised transfers apart from spending, planned and real', () => {
    const saving = plan({ toAccountId: 99, operationType: 'TRANSFER', parts: [] });
    const real = [
      { categoryId: null, month: '2026-01', transfer: true, total: -300 },
      { categoryId: null, month: '2026-01', transfer: false, total: -20 },
    ];
    const figures = collectFigures(
      sources({ occurrences: [occurrence(saving, '2026-01-15')], real }),
    );
    expect(figures.ownTransfers[0]).toEqual({ previsionnel: -100, reel: -300, goal: 0 });
    expect(figures.byCategory.get(null)![0]).toEqual({ previsionnel: 0, reel: -20, goal: 0 });
    expect(figures.planLines).toEqual([]);
  });
});
