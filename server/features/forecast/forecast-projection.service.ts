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
import { echeanceOccurrences, type EcheanceOccurrence } from '../echeances/echeances-read.service';
import {
  balancesOn,
  forecastAccounts,
  realOperations,
  type ForecastAccount,
} from './forecast-books.service';
import { findMainAccountId } from '../preferences/preferences.service';

// GET /api/echeances/projection: today's balance from the rollups, then the
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

/** Each occurrence still planned moves its account, and the other one of a transfer back. */
function plannedChanges(occurrences: readonly EcheanceOccurrence[]): Change[] {
  return occurrences
    .filter((o) => o.state === 'PLANNED')
    .flatMap(({ plan, date }) => [
      { accountId: plan.accountId, date, amount: plan.amount },
      ...(plan.toAccountId === null
        ? []
        : [{ accountId: plan.toAccountId, date, amount: -plan.amount }]),
    ]);
}

interface SeriesSources {
  today: IsoDate;
  accounts: readonly ForecastAccount[];
  balances: ReadonlyMap<number, number>;
  changes: readonly Change[];
  /** The currency of changes without an account. */
  main: number | null;
}

/** One curve per currency of the accounts, never adding amounts of two currencies. */
function seriesOf({ today, accounts, balances, changes, main }: SeriesSources) {
  const currencyOfAccount = new Map(accounts.map((a) => [a.id, a.currencyId]));
  const currencyOf = (change: Change) =>
    change.accountId === null ? main : (currencyOfAccount.get(change.accountId) ?? null);
  return [...new Map(accounts.map((a) => [a.currencyId, a.symb]))].map(([currencyId, symb]) => {
    const own = accounts.filter((a) => a.currencyId === currencyId);
    const start = own.reduce((sum, a) => sum + balances.get(a.id)!, 0);
    const ownChanges = changes.filter((change) => currencyOf(change) === currencyId);
    const curve = projectBalance(today, start, ownChanges);
    return {
      currency: { currencyId, symb },
      accountIds: own.map((a) => a.id),
      startBalance: start,
      points: curve.points,
      lowest: curve.lowest,
      endBalance: curve.end,
    };
  });
}

export async function projection(
  db: Executor,
  userId: number,
  query: ProjectionQuery,
  today: IsoDate,
): Promise<ProjectionDto> {
  const endDate = addMonthsToDate(today, query.months);
  const period = { from: nextDay(today), to: endDate };
  const [all, occurrences] = await Promise.all([
    forecastAccounts(db, userId),
    echeanceOccurrences(
      db,
      userId,
      period,
      { accountId: query.accountId ?? undefined },
      { proposals: false },
    ),
  ]);
  const accounts = query.accountId === null ? all : all.filter((a) => a.id === query.accountId);
  if (accounts.length === 0 && query.accountId !== null) throw AppError.notFound();
  const ids = accounts.map((a) => a.id);
  const [balances, real, main] = await Promise.all([
    balancesOn(db, userId, accounts, today),
    realOperations(db, userId, ids, period),
    query.accountId === null ? mainCurrency(db, userId, accounts) : null,
  ]);
  const changes = [
    ...real.map((o) => ({ accountId: o.accountId, date: o.date, amount: o.amount })),
    ...plannedChanges(occurrences),
  ];
  return { today, endDate, series: seriesOf({ today, accounts, balances, changes, main }) };
}
