import type { Generated } from 'kysely';
import type { RateSource } from '../../contract/exchange-rates';

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
  source: RateSource;
  /** The transfer a TRANSFER rate is implied by. */
  operationId: number | null;
  createdAt: string;
}

export interface ExchangeRateTables {
  exchangeRates: ExchangeRatesTable;
}
