import type { Logger } from 'pino';
import { PIVOT_CURRENCY, parseRate } from '../../../contract/exchange-rates';
import type { Executor } from '../../db/database';
import type { DayRates, RatesFeed } from '../../integrations/exchange-rates/rates-feed';
import { forgetEcbBook } from './exchange-rate-books';
import * as repository from './exchange-rates.repository';
import { currencyCodes } from './exchange-rates.service';

/** Rows written per statement. */
const BATCH = 500;

/**
 * Brings the ECB's rates up to date: its whole history when none is kept yet, else its last 90
 * days (which fill any gap of a server that was off). Only the app's currencies are kept; a rate
 * published again replaces the one kept.
 */
export async function refreshEcbRates(db: Executor, feed: RatesFeed, now: number) {
  const latest = await repository.findLatestEcbDay(db);
  const days = latest ? await feed.recent() : await feed.history();
  const rows = await rowsOf(db, days, new Date(now).toISOString());
  for (let i = 0; i < rows.length; i += BATCH) {
    await repository.upsertRates(db, rows.slice(i, i + BATCH));
  }
  forgetEcbBook();
  return { days: days.length, rates: rows.length };
}

async function rowsOf(db: Executor, days: DayRates[], createdAt: string) {
  const { idOf } = await currencyCodes(db);
  const euro = idOf.get(PIVOT_CURRENCY)!;
  return days.flatMap(({ day, rates }) =>
    rates.flatMap(({ currency, rate }) => {
      const quote = idOf.get(currency);
      const scaled = parseRate(rate);
      if (quote === undefined || quote === euro || scaled === null) return [];
      const source = 'ECB' as const;
      return [
        {
          userId: null,
          baseCurrencyId: euro,
          quoteCurrencyId: quote,
          day,
          source,
          createdAt,
          rateScaled: scaled.toString(),
        },
      ];
    }),
  );
}

/**
 * The periodic task's run: a failure (the ECB down, the network cut) is logged once, when it
 * begins, then again only after a success; it never stops anything else.
 */
export function ecbRatesTask(db: Executor, feed: RatesFeed, logger: Logger) {
  let failing = false;
  return async (now: number) => {
    try {
      const { days, rates } = await refreshEcbRates(db, feed, now);
      if (failing) logger.info({ days, rates }, 'ECB exchange rates read again');
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'ECB exchange rates not read; kept ones are used');
      failing = true;
    }
  };
}
