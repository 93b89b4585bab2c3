import type { IsoDate } from '../../../contract/dates';
import type {
  AnalysisHeader,
  DifferenceNode,
  DifferenceQuery,
  DifferenceResult,
  SurveyGroupBy,
  SurveyNode,
  SurveyQuery,
  SurveyResult,
} from '../../../contract/survey';
import type { Executor } from '../../db/database';
import { listCategories } from '../categories/categories.service';
import { echeanceOccurrences } from '../echeances/echeances-read.service';
import { categoryMonthSums } from './survey-category-sums.service';
import { ownBudget } from './budget-goals.service';
import { collectFigures } from './survey-figures';
import { buildSurveyTree } from './survey-tree';
import * as repository from './survey.repository';

const DEFAULT_CURRENCY = 'EUR';

function monthsOfYear(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

function lastDayOf(month: string): IsoDate {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

interface TreeRequest {
  budgetId: number;
  months: string[];
  groupBy: SurveyGroupBy;
  withoutTransfer: boolean;
  cumul: boolean;
}

/** The tree of a budget over some months, and the currency of its accounts. */
async function budgetTree(db: Executor, userId: number, locale: string, request: TreeRequest) {
  await ownBudget(db, userId, request.budgetId);
  const { months } = request;
  const accounts = await repository.findBudgetAccounts(db, userId, request.budgetId);
  const accountIds = accounts.map((account) => account.accountId);
  const period = { from: `${months[0]}-01`, to: lastDayOf(months.at(-1)!) };
  const [occurrences, real, goals, trees] = await Promise.all([
    echeanceOccurrences(db, userId, period, { budgetId: request.budgetId }, { proposals: false }),
    categoryMonthSums(db, userId, accountIds, { from: months[0]!, to: months.at(-1)! }),
    repository.findGoals(db, userId, request.budgetId),
    listCategories(db, userId, locale, true),
  ]);
  const figures = collectFigures({
    months,
    accountIds: new Set(accountIds),
    occurrences,
    real,
    goals,
    withoutTransfer: request.withoutTransfer,
  });
  const details = buildSurveyTree(figures, trees, request.groupBy, request.cumul);
  return { details, currency: accounts[0]?.currency ?? DEFAULT_CURRENCY };
}

/** GET /api/survey: a budget's year, one column per month and a cumulative column. */
export async function getSurvey(
  db: Executor,
  userId: number,
  locale: string,
  query: SurveyQuery,
): Promise<SurveyResult> {
  const months = monthsOfYear(query.year);
  const tree = await budgetTree(db, userId, locale, {
    budgetId: query.budgetId,
    months,
    groupBy: query.groupBy,
    withoutTransfer: false,
    cumul: true,
  });
  const headers: AnalysisHeader[] = [
    ...months.map((yearMonth) => ({ type: 'MONTH', yearMonth })),
    { type: 'CUMUL' },
  ];
  return { headers, ...tree };
}

function toDifference(node: SurveyNode): DifferenceNode {
  return {
    ...node,
    sums: node.sums.map(({ previsionnel, reel }) => ({
      previsionnel,
      reel,
      gap: reel - previsionnel,
    })),
    children: node.children.map(toDifference),
  };
}

/**
 * GET /api/difference: forecast, real and gap per month of a year (with a cumulative column) or
 * of one month. The current month's header is UNTIL today: its real is what is booked so far.
 */
export async function getDifference(
  db: Executor,
  userId: number,
  locale: string,
  query: DifferenceQuery,
  today: IsoDate,
): Promise<DifferenceResult> {
  const months = query.month ? [query.month] : monthsOfYear(query.year!);
  const cumul = !query.month;
  const tree = await budgetTree(db, userId, locale, {
    budgetId: query.budgetId,
    months,
    groupBy: query.groupBy,
    withoutTransfer: query.withoutTransfer,
    cumul,
  });
  const current = today.slice(0, 7);
  const headers: AnalysisHeader[] = months.map((yearMonth) =>
    yearMonth === current
      ? { type: 'UNTIL', month: yearMonth, date: today }
      : { type: 'MONTH', yearMonth },
  );
  if (cumul) headers.push({ type: 'CUMUL' });
  return { headers, details: tree.details.map(toDifference), currency: tree.currency };
}
