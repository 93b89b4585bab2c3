import type { Generated } from 'kysely';
import type { RateSource } from '../../contract/exchange-rates';

/** Transfers' rates are read from the transfers, never stored. */
export type StoredRateSource = Exclude<RateSource, 'TRANSFER'>;

/** A rate of one day (migration 0036): everyone's ECB rate, or a person's own. */
export interface ExchangeRatesTable {
  id: Generated<number>;
  /** Null for the ECB's rates, which are everyone's. */
  userId: number | null;
  baseCurrencyId: number;
  quoteCurrencyId: number;
  day: string;
  /** One base buys rateScaled / 10¹⁰ of the quote currency (bigint: text on PostgreSQL). */
  rateScaled: number | string | bigint;
  source: StoredRateSource;
  createdAt: string;
}

export interface ExchangeRateTables {
  exchangeRates: ExchangeRatesTable;
}
