import { addMonths } from '../../../contract/analysis-period';
import { ConvertedSum, convertCents, type RateBook } from '../../../contract/currency-conversion';
import { toIsoDate } from '../../../contract/dates';
import {
  NET_WORTH_MAX_MONTHS,
  type NetWorth,
  type NetWorthQuery,
} from '../../../contract/net-worth';
import type { Executor } from '../../db/database';
import { balanceBases } from '../accounts/accounts.service';
import { rateBookOf } from '../exchange-rates/exchange-rates.service';
import { monthTotals, totalsBetween } from '../operations/read/operations-balance.service';
import { getPreferences } from '../preferences/preferences.service';
import { currencyTotalsByMonth, type CurrencyTotals } from './net-worth-balances';

/** One point: each currency's total converted at the day's rate, the whole rounded once. */
function pointOf(point: CurrencyTotals, main: string, book: RateBook, codeOf: Map<number, string>) {
  const total = new ConvertedSum();
  const parts = [...point.totals]
    .map(([currencyId, cents]) => ({ currency: codeOf.get(currencyId)!, cents }))
    .sort((a, b) =>
      a.currency === main ? -1 : b.currency === main ? 1 : a.currency < b.currency ? -1 : 1,
    )
    .map(({ currency, cents }) => {
      const rate = book.rateOn(currency, main, point.day);
      if (rate) total.add(cents, rate);
      return { currency, cents, converted: rate ? convertCents(cents, rate) : null };
    });
  return { day: point.day, total: total.cents, rateDay: total.rateDay, parts };
}

/**
 * The person's net worth in their main currency, month by month then today: balances from the
 * rollups (never a scan of the history), each currency converted at the rate of the point's day.
 */
export async function netWorth(
  db: Executor,
  userId: number,
  query: NetWorthQuery,
  now: number,
): Promise<NetWorth> {
  const today = toIsoDate(new Date(now));
  const thisMonth = today.slice(0, 7);
  const [bases, months, preferences, rates] = await Promise.all([
    balanceBases(db, userId),
    monthTotals(db, userId, thisMonth),
    getPreferences(db, userId),
    rateBookOf(db, userId),
  ]);
  const ids = bases.map((base) => base.accountId);
  const current = await totalsBetween(db, userId, ids, { from: `${thisMonth}-01`, to: today });
  const earliest = addMonths(thisMonth, -NET_WORTH_MAX_MONTHS + 1);
  const first = query.from ?? months[0]?.month ?? thisMonth;
  const from = first < earliest ? earliest : first > thisMonth ? thisMonth : first;
  const main = rates.codeOf.get(preferences.currency)!;
  const points = currencyTotalsByMonth(bases, months, current, { from, today });
  return {
    currency: main,
    points: points.map((point) => pointOf(point, main, rates.book, rates.codeOf)),
  };
}
