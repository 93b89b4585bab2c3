import {
  monthPeriod,
  type ForecastDto,
  type ForecastMonthQuery,
  type ForecastQuery,
} from '../../../contract/forecast';
import type { IsoDate } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { plannedOccurrences } from '../echeances/echeances-plans.service';
import {
  categoryNames,
  forecastAccounts,
  realOperations,
} from '../operations/operations-forecast.service';
import { forecastLines } from './forecast-lines';
import * as repository from './forecast.repository';

// GET /api/echeances/operations and /operations/month (spec 001 §2, §7; issue 10 §3): the planned
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
  const accounts = new Map((await forecastAccounts(db, userId)).map((a) => [a.id, a]));
  if (accountId !== null && !accounts.has(accountId)) throw AppError.notFound();
  const ofBudget = await budgetAccounts(db, userId, budgetId);
  const viewed = new Set(accountId !== null ? [accountId] : (ofBudget ?? [...accounts.keys()]));
  const period = { from: startDate, to: endDate };
  const [occurrences, real] = await Promise.all([
    plannedOccurrences(db, userId, period, {
      budgetId,
      accountId: accountId ?? undefined,
    }),
    integration ? realOperations(db, userId, [...viewed], period) : [],
  ]);
  const categories = await categoryNames(db, userId, [
    ...occurrences.flatMap((o) => o.plan.splits.map((split) => split.categoryId ?? -1)),
    ...real.flatMap((operation) => [operation.categoryId, operation.mainCategoryId]),
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
