import { addMonths, isMonthEnd, monthOf } from '../../../contract/analysis-period';
import type { IsoDate } from '../../../contract/dates';
import type { Cents } from '../../../contract/money';
import type { Executor } from '../../db/database';
import * as repository from './analysis-balances.repository';

type DayRow = { accountId: number; date: string; total: number | string };

/** Running total of the operations of one account's cut days, read as the dates go up. */
function dayReader(days: readonly DayRow[]) {
  let next = 0;
  let month = '';
  let sum = 0;
  return (date: IsoDate): Cents => {
    while (next < days.length && days[next]!.date <= date) {
      const day = days[next++]!;
      if (monthOf(day.date) !== month) [month, sum] = [monthOf(day.date), 0];
      sum += Number(day.total);
    }
    return month === monthOf(date) ? sum : 0;
  };
}

/** Totals through the end of each month from `first` to `last`, the months before included. */
function monthPrefixes(before: Cents, months: Map<string, Cents>, first: string, last: string) {
  const through = new Map<string, Cents>();
  let running = before;
  for (let month = first; month <= last; month = addMonths(month, 1)) {
    running += months.get(month) ?? 0;
    through.set(month, running);
  }
  return through;
}

function group<T extends { accountId: number }>(rows: readonly T[]): Map<number, T[]> {
  const byAccount = new Map<number, T[]>();
  for (const row of rows) {
    const list = byAccount.get(row.accountId) ?? [];
    list.push(row);
    byAccount.set(row.accountId, list);
  }
  return byAccount;
}

/**
 * What each account's operations dated up to each of `dates` (ascending) add to its initial
 * balance: whole months from account_month_sums, the days of a cut month from the operations.
 */
export async function operationTotalsAt(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  dates: readonly IsoDate[],
): Promise<Map<number, Cents[]>> {
  if (accountIds.length === 0 || dates.length === 0) return new Map();
  const [first, last] = [monthOf(dates[0]!), monthOf(dates.at(-1)!)];
  const cut = dates.filter((date) => !isMonthEnd(date));
  const [before, months, days] = await Promise.all([
    repository.sumMonthsBefore(db, userId, accountIds, first),
    repository.findMonths(db, userId, accountIds, { from: first, to: last }),
    cut.length
      ? repository.sumDays(db, userId, accountIds, {
          from: `${monthOf(cut[0]!)}-01`,
          to: cut.at(-1)!,
        })
      : [],
  ]);
  const beforeOf = new Map(before.map((row) => [row.accountId, Number(row.total)]));
  const monthsOf = group(months);
  const daysOf = group(days.sort((a, b) => (a.date < b.date ? -1 : 1)));
  return new Map(
    accountIds.map((accountId) => {
      const own = new Map((monthsOf.get(accountId) ?? []).map((r) => [r.month, Number(r.total)]));
      const through = monthPrefixes(beforeOf.get(accountId) ?? 0, own, first, last);
      const readDays = dayReader(daysOf.get(accountId) ?? []);
      const totals = dates.map((date) => {
        const month = monthOf(date);
        if (isMonthEnd(date)) return through.get(month)!;
        const earlier =
          month === first ? (beforeOf.get(accountId) ?? 0) : through.get(addMonths(month, -1))!;
        return earlier + readDays(date);
      });
      return [accountId, totals];
    }),
  );
}

/**
 * What each account's operations add by value date up to `day` beyond what they add by date:
 * those whose value date and date fall on either side of `day`.
 */
export async function valueDateShifts(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  day: IsoDate,
): Promise<Map<number, Cents>> {
  if (accountIds.length === 0) return new Map();
  const rows = await repository.sumValueDateShifts(db, userId, accountIds, day);
  const shifts = new Map<number, Cents>();
  for (const { accountId, total } of rows) {
    shifts.set(accountId, (shifts.get(accountId) ?? 0) + Number(total));
  }
  return shifts;
}
