import {
  monthPeriod,
  type ForecastDto,
  type ForecastMonthQuery,
  type ForecastQuery,
} from '../../../contract/forecast';
import type { IsoDate } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { echeanceOccurrences } from '../echeances/echeances-read.service';
import { categoryNames, forecastAccounts, realOperations } from './forecast-books.service';
import { forecastLines } from './forecast-lines';
import * as repository from './forecast.repository';

// GET /api/echeances/operations and /operations/month (spec 001 §2, §7): the planned
// occurrences of a period, of one budget or account when asked, with the real operations of the
// period mixed in when `integration` is set.

interface ViewFilter {
  startDate: IsoDate;
  endDate: IsoDate;
  budgetId?: number | undefined;
  accountId: number | null;
  integration: boolean;
}

/** The accounts a budget gathers (404 for another user's or an unknown budget). */
async function budgetAccounts(db: Executor, userId: number, budgetId: number | undefined) {
  if (budgetId === undefined) return null;
  if (!(await repository.findBudget(db, userId, budgetId))) throw AppError.notFound();
  return repository.findBudgetAccountIds(db, userId, budgetId);
}

async function forecastView(
  db: Executor,
  userId: number,
  filter: ViewFilter,
): Promise<ForecastDto> {
  const { startDate, endDate, budgetId, accountId, integration } = filter;
  const period = { from: startDate, to: endDate };
  const planFilter = { budgetId, accountId: accountId ?? undefined };
  const [owned, ofBudget, occurrences] = await Promise.all([
    forecastAccounts(db, userId),
    budgetAccounts(db, userId, budgetId),
    echeanceOccurrences(db, userId, period, planFilter),
  ]);
  const accounts = new Map(owned.map((a) => [a.id, a]));
  if (accountId !== null && !accounts.has(accountId)) throw AppError.notFound();
  const viewed = new Set(accountId !== null ? [accountId] : (ofBudget ?? [...accounts.keys()]));
  const planCategories = occurrences.flatMap((o) => o.plan.parts.map((s) => s.categoryId ?? -1));
  const [real, categories] = await Promise.all([
    integration ? realOperations(db, userId, [...viewed], period) : [],
    categoryNames(db, userId, planCategories),
  ]);
  const sources = { occurrences, real, viewed, accountId, accounts, categories };
  return { startDate, endDate, ...forecastLines(sources, integration) };
}

/** The three-month view's query: any period, every account (a budget's when asked). */
export function forecastOperations(db: Executor, userId: number, query: ForecastQuery) {
  return forecastView(db, userId, { ...query, accountId: null });
}

/** The month view's query: `periodLength` months from `yearMonth`, one account or all. */
export function forecastMonth(db: Executor, userId: number, query: ForecastMonthQuery) {
  const period = monthPeriod(query.yearMonth, query.periodLength);
  return forecastView(db, userId, { ...query, ...period });
}
