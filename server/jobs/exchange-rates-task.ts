import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import { ecbRatesTask } from '../features/exchange-rates/exchange-rates-ecb.service';
import { ecbFeed } from '../integrations/exchange-rates/ecb-feed';
import { HOUR_MS } from './periodic';
import type { PeriodicTask } from './schedule';

/** The ECB publishes once a working day, about 16:00 CET: reading every 3 hours catches it. */
const EVERY_MS = 3 * HOUR_MS;

/** The ECB's rates read at start and every 3 hours, unless ECB_RATES=0. */
export function exchangeRatesTasks(
  db: Executor,
  config: Pick<Config, 'ECB_RATES' | 'ECB_RATES_URL'>,
  logger: Logger,
): PeriodicTask[] {
  if (!config.ECB_RATES) return [];
  const feed = ecbFeed({ baseUrl: config.ECB_RATES_URL });
  return [{ name: 'ecb-exchange-rates', everyMs: EVERY_MS, run: ecbRatesTask(db, feed, logger) }];
}
