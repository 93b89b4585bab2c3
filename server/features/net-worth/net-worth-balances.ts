import { addMonths, monthEnd } from '../../../contract/analysis-period';
import type { IsoDate } from '../../../contract/dates';

// Each currency's total of the accounts at each month's end, from the accounts' initial balances
// and what their operations add month by month (the account rollup), then today.

export interface BalanceBase {
  accountId: number;
  currencyId: number;
  initialBalance: number;
}

export interface MonthTotal {
  accountId: number;
  month: string;
  total: number;
}

export interface CurrencyTotals {
  day: IsoDate;
  /** Cents by currency id. */
  totals: Map<number, number>;
}

/**
 * The totals at the end of each month from `from` to the month before `today`'s, then at
 * `today` (`current`: what each account's operations of today's month up to today add).
 */
export function currencyTotalsByMonth(
  bases: readonly BalanceBase[],
  months: readonly MonthTotal[],
  current: ReadonlyMap<number, number>,
  range: { from: string; today: IsoDate },
): CurrencyTotals[] {
  const currencyOf = new Map(bases.map((base) => [base.accountId, base.currencyId]));
  const running = new Map<number, number>();
  const add = (accountId: number, cents: number) => {
    const currency = currencyOf.get(accountId)!;
    running.set(currency, (running.get(currency) ?? 0) + cents);
  };
  bases.forEach((base) => add(base.accountId, base.initialBalance));
  const points: CurrencyTotals[] = [];
  const thisMonth = range.today.slice(0, 7);
  let next = 0;
  for (let month = range.from; month < thisMonth; month = addMonths(month, 1)) {
    for (; next < months.length && months[next]!.month <= month; next++) {
      add(months[next]!.accountId, months[next]!.total);
    }
    points.push({ day: monthEnd(month), totals: new Map(running) });
  }
  for (; next < months.length; next++) add(months[next]!.accountId, months[next]!.total);
  current.forEach((cents, accountId) => add(accountId, cents));
  points.push({ day: range.today, totals: new Map(running) });
  return points;
}
