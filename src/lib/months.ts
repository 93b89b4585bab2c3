/**
 * Month names in the interface's language. Intl gives French names in lower case ("novembre"),
 * as French writes them inside a sentence; `capitalised` is for the start of a title, a line or
 * a list entry ("Novembre 2026"). English names are capitalised either way.
 */
export interface MonthWording {
  capitalised?: boolean;
  /** `short`: "nov." / "Nov", for chart axes and narrow cells. */
  length?: 'long' | 'short';
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const formatted = (text: string, { capitalised = false }: MonthWording) =>
  capitalised ? capitalise(text) : text;

const firstOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));

/** The name of a month (1 = January). */
export function monthName(month: number, language: string, wording: MonthWording = {}): string {
  const format = new Intl.DateTimeFormat(language, {
    month: wording.length ?? 'long',
    timeZone: 'UTC',
  });
  return formatted(format.format(firstOfMonth(2000, month)), wording);
}

/** The twelve month names, January first. */
export const monthNames = (language: string, wording: MonthWording = {}): string[] =>
  Array.from({ length: 12 }, (_, index) => monthName(index + 1, language, wording));

/** A `yyyy-MM` month in words: "novembre 2026", "November 2026", "nov. 2026" when short. */
export function yearMonthName(
  yearMonth: string,
  language: string,
  wording: MonthWording = {},
): string {
  const [year = 2000, month = 1] = yearMonth.split('-').map(Number);
  const format = new Intl.DateTimeFormat(language, {
    month: wording.length ?? 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return formatted(format.format(firstOfMonth(year, month)), wording);
}
