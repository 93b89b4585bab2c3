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

const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/**
 * The calendar day of a Kresus date. Kresus stores a day as the midnight of the server's or the
 * browser's time zone, so 2026-10-02 may be written 2026-10-01T22:00:00.000Z: the nearest UTC
 * midnight is the day meant, whatever zone within twelve hours of UTC wrote it.
 */
export function kresusDay(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) throw new AppError(422, BooksImportCode.invalidFile);
  return new Date(time + HALF_DAY_MS).toISOString().slice(0, 10);
}
