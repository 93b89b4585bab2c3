import type { SurveySums } from '../../../contract/survey';
import type { EcheanceOccurrence } from '../echeances/echeances-read.service';
import type { CategoryMonthSum } from './survey-category-sums.service';

// The survey's raw figures: per category (null: undefined) and per planned operation, one cell
// per month of the period, before they are arranged into a tree.

export type Cells = SurveySums[];

/** A planned operation's share of one category, for the by-operation display. */
export interface PlanLine {
  planId: number;
  name: string | null;
  categoryId: number | null;
  cells: Cells;
}

export interface Figures {
  months: string[];
  byCategory: Map<number | null, Cells>;
  planLines: PlanLine[];
  /** Uncategorised transfers between the person's own accounts: money moved, not spent. */
  ownTransfers: Cells;
}

export const emptyCells = (count: number): Cells =>
  Array.from({ length: count }, () => ({ previsionnel: 0, reel: 0, goal: 0 }));

function cellsOf<K>(map: Map<K, Cells>, key: K, count: number): Cells {
  let cells = map.get(key);
  if (!cells) map.set(key, (cells = emptyCells(count)));
  return cells;
}

/**
 * The legs of an occurrence that touch the budget's accounts: a simple operation counts as
 * planned; a transfer counts out of its account and into its destination when each is in.
 */
function legsOf(occurrence: EcheanceOccurrence, accountIds: ReadonlySet<number>): number[] {
  const { plan } = occurrence;
  if (plan.toAccountId === null) return [1];
  const legs: number[] = [];
  if (plan.accountId === null || accountIds.has(plan.accountId)) legs.push(1);
  if (accountIds.has(plan.toAccountId)) legs.push(-1);
  return legs;
}

export interface FigureSources {
  months: string[];
  accountIds: ReadonlySet<number>;
  occurrences: readonly EcheanceOccurrence[];
  real: readonly CategoryMonthSum[];
  goals: readonly { categoryId: number; month: string | null; amount: number }[];
  withoutTransfer: boolean;
}

function addPlanned(sources: FigureSources, figures: Figures) {
  const count = sources.months.length;
  const lines = new Map<string, PlanLine>();
  for (const occurrence of sources.occurrences) {
    const { plan } = occurrence;
    const index = sources.months.indexOf(occurrence.date.slice(0, 7));
    if (index < 0 || (sources.withoutTransfer && plan.toAccountId !== null)) continue;
    const parts = plan.parts.length ? plan.parts : [{ categoryId: null, amount: plan.amount }];
    for (const sign of legsOf(occurrence, sources.accountIds)) {
      for (const part of parts) {
        if (plan.toAccountId !== null && part.categoryId === null) {
          figures.ownTransfers[index]!.previsionnel += sign * part.amount;
          continue;
        }
        const key = `${plan.id}|${part.categoryId}`;
        let line = lines.get(key);
        if (!line) {
          line = {
            planId: plan.id,
            name: plan.payeeName ?? plan.memo,
            categoryId: part.categoryId,
            cells: emptyCells(count),
          };
          lines.set(key, line);
        }
        line.cells[index]!.previsionnel += sign * part.amount;
        cellsOf(figures.byCategory, part.categoryId, count)[index]!.previsionnel +=
          sign * part.amount;
      }
    }
  }
  figures.planLines = [...lines.values()];
}

function addReal(sources: FigureSources, figures: Figures) {
  for (const sum of sources.real) {
    const index = sources.months.indexOf(sum.month);
    if (index < 0 || (sources.withoutTransfer && sum.transfer)) continue;
    if (sum.transfer && sum.categoryId === null) {
      figures.ownTransfers[index]!.reel += sum.total;
      continue;
    }
    cellsOf(figures.byCategory, sum.categoryId, sources.months.length)[index]!.reel += sum.total;
  }
}

/** A month's goal is that month's own, else the every-month goal. */
function addGoals(sources: FigureSources, figures: Figures) {
  const everyMonth = new Map<number, number>();
  const ofMonth = new Map<string, number>();
  for (const goal of sources.goals) {
    if (goal.month === null) everyMonth.set(goal.categoryId, goal.amount);
    else ofMonth.set(`${goal.categoryId}|${goal.month}`, goal.amount);
  }
  const categories = new Set([...everyMonth.keys(), ...sources.goals.map((g) => g.categoryId)]);
  for (const categoryId of categories) {
    sources.months.forEach((month, index) => {
      const amount = ofMonth.get(`${categoryId}|${month}`) ?? everyMonth.get(categoryId) ?? 0;
      if (amount)
        cellsOf(figures.byCategory, categoryId, sources.months.length)[index]!.goal += amount;
    });
  }
}

/**
 * Planned, real and goal amounts per category and month, and per planned operation. A transfer
 * without a category only moves money between the person's accounts: it goes to `ownTransfers`,
 * not to the undefined category's spending; one given a category counts in that category.
 */
export function collectFigures(sources: FigureSources): Figures {
  const figures: Figures = {
    months: sources.months,
    byCategory: new Map(),
    planLines: [],
    ownTransfers: emptyCells(sources.months.length),
  };
  addPlanned(sources, figures);
  addReal(sources, figures);
  addGoals(sources, figures);
  return figures;
}
