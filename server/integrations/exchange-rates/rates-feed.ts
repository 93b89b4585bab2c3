import type { IsoDate } from '../../../contract/dates';

/** The reference rates of one day: one euro buys `rate` (decimal text) of each currency. */
export interface DayRates {
  day: IsoDate;
  rates: { currency: string; rate: string }[];
}

/** A published feed of daily reference rates against the euro (the ECB's, or none). */
export interface RatesFeed {
  /** The last few months (the ECB's last 90 days), to keep up day after day. */
  recent(): Promise<DayRates[]>;
  /** Every day published (the ECB's since 1999), once, to fill an empty table. */
  history(): Promise<DayRates[]>;
}
