import { addMonths, isMonthEnd, monthOf } from '../../../contract/analysis-period';
import type { IsoDate } from '../../../contract/dates';
import type { Cents } from '../../../contract/money';
import type { Executor } from '../../db/database';
import * as repository from './analysis-balances.repository';
import { AFTER, BEFORE } from './analysis-balances.repository';

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

export interface OperationTotals {
  /** Each account's totals at each date asked. */
  at: Map<number, Cents[]>;
  /** Each account's total of every operation, whatever its date. */
  overall: Map<number, Cents>;
}

/** One account's totals at `dates` from its rollup slots and its cut days. */
function totalsOfAccount(
  slots: readonly { slot: string; total: number | string }[],
  days: readonly DayRow[],
  dates: readonly IsoDate[],
) {
  const own = new Map(slots.map((row) => [row.slot, Number(row.total)]));
  const before = own.get(BEFORE) ?? 0;
  const [first, last] = [monthOf(dates[0]!), monthOf(dates.at(-1)!)];
  const through = monthPrefixes(before, own, first, last);
  const readDays = dayReader(days);
  const at = dates.map((date) => {
    const month = monthOf(date);
    if (isMonthEnd(date)) return through.get(month)!;
    const earlier = month === first ? before : through.get(addMonths(month, -1))!;
    return earlier + readDays(date);
  });
  return { at, overall: through.get(last)! + (own.get(AFTER) ?? 0) };
}

/**
 * What each account's operations dated up to each of `dates` (ascending) add to its initial
 * balance, and all of them: whole months from account_month_sums, the days of a cut month from
 * the operations.
 */
export async function operationTotalsAt(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  dates: readonly IsoDate[],
): Promise<OperationTotals> {
  if (accountIds.length === 0 || dates.length === 0) return { at: new Map(), overall: new Map() };
  const [first, last] = [monthOf(dates[0]!), monthOf(dates.at(-1)!)];
  const cut = dates.filter((date) => !isMonthEnd(date));
  const [slots, days] = await Promise.all([
    repository.monthsAround(db, userId, accountIds, { from: first, to: last }),
    cut.length
      ? repository.sumDays(db, userId, accountIds, {
          from: `${monthOf(cut[0]!)}-01`,
          to: cut.at(-1)!,
        })
      : [],
  ]);
  const slotsOf = group(slots);
  const daysOf = group(days.sort((a, b) => (a.date < b.date ? -1 : 1)));
  const totals: OperationTotals = { at: new Map(), overall: new Map() };
  for (const accountId of accountIds) {
    const { at, overall } = totalsOfAccount(
      slotsOf.get(accountId) ?? [],
      daysOf.get(accountId) ?? [],
      dates,
    );
    totals.at.set(accountId, at);
    totals.overall.set(accountId, overall);
  }
  return totals;
}

/** What each account's split parts valued after `day` add up to. */
export async function partsValuedAfter(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  day: IsoDate,
): Promise<Map<number, Cents>> {
  if (accountIds.length === 0) return new Map();
  const rows = await repository.sumPartsValuedAfter(db, userId, accountIds, day);
  return new Map(rows.map(({ accountId, total }) => [accountId, Number(total)]));
}
