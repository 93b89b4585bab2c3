import { parseDecimalCents } from '../../import/formats/decimal-cents';
import { invalidBooksFile } from './csv-book-rows';

// YNAB writes dates and amounts in the budget's own formats (its settings: 12/31/2025,
// 31/12/2025, 31.12.2025, 2025-12-31…; $1,234.56, 1.234,56 €, kr 12,50…). The formats are read
// from all the file's values at once: a day above 12 tells the order, the decimal mark is the one
// followed by two digits at the end; when every date could be either order, a budget that writes
// decimal commas is taken as day-first, any other as month-first (YNAB's default format).

export type DecimalMark = ',' | '.';
export type DateOrder = 'YMD' | 'DMY' | 'MDY';

const NOT_AMOUNT = /[^\d.,()-]/g;

const bare = (amount: string) => amount.replace(NOT_AMOUNT, '');

export function decimalMarkOf(amounts: readonly string[]): DecimalMark {
  let commas = 0;
  let dots = 0;
  for (const amount of amounts) {
    const mark = /([.,])\d{2}\)?$/.exec(bare(amount))?.[1];
    if (mark === ',') commas += 1;
    if (mark === '.') dots += 1;
  }
  return commas > dots ? ',' : '.';
}

/** Signed cents of an amount as YNAB wrote it; an empty cell is 0. */
export function centsOf(amount: string, mark: DecimalMark): number {
  const text = bare(amount);
  if (text === '') return 0;
  const cents = parseDecimalCents(text, mark);
  if (cents === null) throw invalidBooksFile();
  return cents;
}

const SYMBOLS: readonly [RegExp, string][] = [
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/¥/, 'JPY'],
  [/₹/, 'INR'],
  [/R\$/, 'BRL'],
  [/\$/, 'USD'],
];

/**
 * The budget's currency, from the symbol or code its amounts are written with. YNAB's export does
 * not name it otherwise: amounts written bare are taken as euros.
 */
export function currencyOf(amounts: readonly string[]): string {
  for (const amount of amounts) {
    const code = /\b[A-Z]{3}\b/.exec(amount)?.[0];
    if (code) return code;
    const symbol = SYMBOLS.find(([pattern]) => pattern.test(amount));
    if (symbol) return symbol[1];
  }
  return 'EUR';
}

const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const YEAR_LAST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

export function dateOrderOf(dates: readonly string[], mark: DecimalMark): DateOrder {
  const yearLast = dates.map((date) => YEAR_LAST.exec(date.trim())).filter((m) => m !== null);
  if (yearLast.length === 0) return 'YMD';
  const dayFirst = yearLast.some((match) => Number(match[1]) > 12);
  const monthFirst = yearLast.some((match) => Number(match[2]) > 12);
  if (dayFirst && monthFirst) throw invalidBooksFile();
  if (dayFirst) return 'DMY';
  if (monthFirst) return 'MDY';
  return dates.some((date) => date.includes('.')) || mark === ',' ? 'DMY' : 'MDY';
}

const pad = (value: string) => value.padStart(2, '0');

/** The ISO date of a date as YNAB wrote it, or a refusal when it is no calendar date. */
export function isoDateOf(date: string, order: DateOrder): string {
  const text = date.trim();
  const match = (order === 'YMD' ? YEAR_FIRST : YEAR_LAST).exec(text);
  if (!match) throw invalidBooksFile();
  const [, a = '', b = '', c = ''] = match;
  const [year, month, day] = order === 'YMD' ? [a, b, c] : order === 'DMY' ? [c, b, a] : [c, a, b];
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
    throw invalidBooksFile();
  }
  return iso;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The yyyy-MM of a plan's month: "Jan 2025", "January 2025", "2025-01" or "01/2025". */
export function planMonthOf(month: string): string {
  const text = month.trim();
  const named = /^([A-Za-z]{3})[A-Za-z]*\.? (\d{4})$/.exec(text);
  const index = named ? MONTHS.indexOf(named[1]!.toLowerCase()) : -1;
  if (named && index >= 0) return `${named[2]}-${pad(String(index + 1))}`;
  const numeric = /^(\d{4})-(\d{1,2})$/.exec(text) ?? /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (!numeric) throw invalidBooksFile();
  const [year, monthNumber] =
    numeric[1]!.length === 4 ? [numeric[1]!, numeric[2]!] : [numeric[2]!, numeric[1]!];
  if (Number(monthNumber) < 1 || Number(monthNumber) > 12) throw invalidBooksFile();
  return `${year}-${pad(monthNumber)}`;
}
