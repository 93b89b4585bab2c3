import { BooksImportCode } from '../../../../contract/books-import';
import { AppError } from '../../../http/app-error';

// HomeBank writes amounts with g_ascii_dtostr ("%.17g": 12.5, -45.990000000000002, 1e-05) and
// dates as GLib julian day numbers (day 1 is 0001-01-01). Both are read here exactly: amounts to
// cents on their written digits, rounded half away from zero, never through a float.

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const JULIAN_OF_1970_01_01 = 719_163;
const DAY_MS = 86_400_000;

export const invalidFile = () => new AppError(422, BooksImportCode.invalidFile);

/** Files of HomeBank before 5.1 have no currency: HomeBank asks for one when it opens them. */
export const HOMEBANK_NO_CURRENCY = 'booksImport.homebank.noCurrency';

/** The digits of a decimal text shifted so that the point falls after the cents. */
function centsDigits(whole: string, fraction: string, exponent: number): [string, string] {
  const digits = whole + fraction;
  const point = whole.length + exponent + 2;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** The amount in cents of HomeBank's decimal text; an empty or absent one is 0. */
export function homebankCents(text: string | undefined): number {
  if (text === undefined || text === '') return 0;
  const match = DECIMAL.exec(text.trim());
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole + fraction === '' || Math.abs(Number(exponent)) > 30) throw invalidFile();
  const [cents, beyond] = centsDigits(whole, fraction, Number(exponent));
  const value = Number(cents) + (beyond.charAt(0) >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(value)) throw invalidFile();
  return sign === '-' && value !== 0 ? -value : value;
}

/** The ISO date of a GLib julian day number. */
export function isoOfJulian(text: string | undefined): string {
  const julian = Number(text);
  if (!Number.isInteger(julian) || julian < 1 || julian > 3_652_059) throw invalidFile();
  return new Date((julian - JULIAN_OF_1970_01_01) * DAY_MS).toISOString().slice(0, 10);
}

/** An ISO date moved by whole days or calendar months (clamped to the month's last day). */
export function addToIsoDate(iso: string, unit: 'day' | 'month', count: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (unit === 'day') return new Date(date.getTime() + count * DAY_MS).toISOString().slice(0, 10);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + count);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString().slice(0, 10);
}

/** A whole number attribute, 0 when absent (HomeBank leaves out zeros). */
export function homebankInt(text: string | undefined): number {
  if (text === undefined || text === '') return 0;
  if (!/^-?\d+$/.test(text.trim())) throw invalidFile();
  return Number(text);
}
