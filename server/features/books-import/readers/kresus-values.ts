import { BooksImportCode } from '../../../../contract/books-import';
import { AppError } from '../../../http/app-error';

// Kresus keeps amounts as JSON numbers of the currency's unit (12.3, and sums such as
// 5130.530000000001 in computed balances) and dates as ISO instants.

/** Cents of a Kresus amount: its decimal writing rounded half away from zero, no float product. */
export function kresusCents(amount: number): number {
  const [whole = '', fraction = ''] = Math.abs(amount).toFixed(4).split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.slice(0, 2));
  const cents = Number(fraction.slice(2, 3)) >= 5 ? hundredths + 1 : hundredths;
  if (!Number.isSafeInteger(cents)) throw new AppError(422, BooksImportCode.invalidFile);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day of a Kresus date. A day picked in Kresus's pages is stored as the browser's
 * midnight, so in a zone east of UTC 2026-10-02 is written 2026-10-01T22:00:00.000Z: a time from
 * noon on, on a whole quarter of an hour, is such a midnight, the next day. Dates the banks bring
 * are UTC midnights, and the demo bank's carry the time they were made: their UTC day.
 */
export function kresusDay(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) throw new AppError(422, BooksImportCode.invalidFile);
  const ofDay = ((time % DAY_MS) + DAY_MS) % DAY_MS;
  const eastMidnight = ofDay >= DAY_MS / 2 && ofDay % (15 * 60 * 1000) === 0;
  return new Date(eastMidnight ? time + DAY_MS / 2 : time).toISOString().slice(0, 10);
}
