import type { IsoDate } from '../../../contract/dates';
import {
  addMonthsToDate,
  nextDay,
  projectBalance,
  type ProjectionDto,
  type ProjectionQuery,
} from '../../../contract/forecast';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { plannedOccurrences } from '../echeances/echeances-plans.service';
import {
  balancesOn,
  forecastAccounts,
  realOperations,
  type ForecastAccount,
} from '../operations/operations-forecast.service';
import { findMainAccountId } from '../preferences/main-account.service';

// GET /api/echeances/projection (issue 10 §3): today's balance from the rollups, then the
// operations already dated after today and the occurrences still planned, one series per
// currency (amounts of different currencies are never added).

interface Change {
  accountId: number | null;
  date: IsoDate;
  amount: number;
}

/** The currency that takes plans without an account: the main account's, else the first's. */
async function mainCurrency(db: Executor, userId: number, accounts: readonly ForecastAccount[]) {
  const mainId = await findMainAccountId(db, userId);
  return (accounts.find((a) => a.id === mainId) ?? accounts[0])?.currencyId ?? null;
}

async function futureChanges(
  db: Executor,
  userId: number,
  accountId: number | null,
  ids: readonly number[],
  period: { from: IsoDate; to: IsoDate },
): Promise<Change[]> {
  const [occurrences, real] = await Promise.all([
    plannedOccurrences(db, userId, period, { accountId: accountId ?? undefined }),
    realOperations(db, userId, ids, period),
  ]);
  const planned = occurrences
    .filter((o) => o.state === 'PLANNED')
    .flatMap(({ plan, date }) => [
      { accountId: plan.accountId, date, amount: plan.amount },
      ...(plan.toAccountId === null
        ? []
        : [{ accountId: plan.toAccountId, date, amount: -plan.amount }]),
    ]);
  return [
    ...real.map((o) => ({ accountId: o.accountId, date: o.date, amount: o.amount })),
    ...planned,
  ];
}

export async function projection(
  db: Executor,
  userId: number,
  query: ProjectionQuery,
  today: IsoDate,
): Promise<ProjectionDto> {
  const endDate = addMonthsToDate(today, query.months);
  const all = await forecastAccounts(db, userId);
  const accounts = query.accountId === null ? all : all.filter((a) => a.id === query.accountId);
  if (accounts.length === 0 && query.accountId !== null) throw AppError.notFound();
  const ids = accounts.map((a) => a.id);
  const period = { from: nextDay(today), to: endDate };
  const [balances, changes, main] = await Promise.all([
    balancesOn(db, userId, accounts, today),
    futureChanges(db, userId, query.accountId, ids, period),
    query.accountId === null ? mainCurrency(db, userId, accounts) : null,
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const currencyOf = (change: Change) =>
    change.accountId === null ? main : (byId.get(change.accountId)?.currencyId ?? null);
  const currencies = [...new Map(accounts.map((a) => [a.currencyId, a.symb]))];
  const series = currencies.map(([currencyId, symb]) => {
    const own = accounts.filter((a) => a.currencyId === currencyId);
    const start = own.reduce((sum, a) => sum + balances.get(a.id)!, 0);
    const curve = projectBalance(
      today,
      start,
      changes.filter((change) => currencyOf(change) === currencyId),
    );
    return {
      currency: { currencyId, symb },
      accountIds: own.map((a) => a.id),
      startBalance: start,
      points: curve.points,
      lowest: curve.lowest,
      endBalance: curve.end,
    };
  });
  return { today, endDate, series };
}
