import { isIsoDate, type IsoDate } from '../../../../contract/dates';

// Dates as bank files write them. Day-first is the French (and default) reading of a/b/c dates;
// month-first only for the formats that use it (QIF from US software) or when asked.

export type DateOrder = 'DMY' | 'MDY' | 'YMD';

function iso(year: number, month: number, day: number): IsoDate | null {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(text) ? text : null;
}

/** A two-digit year: 00–69 are 2000s, 70–99 1900s (the usual pivot of bank software). */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length > 2) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

const NUMERIC = /^(\d{1,4})\s*[/.-]\s*(\d{1,2})\s*[/.'-]\s*(\d{2,4})$/;

/** dd/MM/yyyy, dd/MM/yy, dd.MM.yyyy, dd-MM-yyyy, yyyy-MM-dd, M/D'YY (QIF), in the given order. */
export function parseBankDate(raw: string, order: DateOrder = 'DMY'): IsoDate | null {
  const text = raw.trim();
  const match = NUMERIC.exec(text);
  if (!match) return null;
  const [, a = '', b = '', c = ''] = match;
  if (a.length === 4) return iso(Number(a), Number(b), Number(c));
  if (order === 'MDY') return iso(fullYear(c), Number(a), Number(b));
  if (order === 'YMD') return null;
  return iso(fullYear(c), Number(b), Number(a));
}

/** Which order reads every one of these dates, day-first preferred; null when none does. */
export function dateOrderOf(
  samples: readonly string[],
  preferred: DateOrder = 'DMY',
): DateOrder | null {
  const orders: DateOrder[] = preferred === 'MDY' ? ['MDY', 'DMY'] : ['DMY', 'MDY'];
  const filled = samples.filter((sample) => sample.trim() !== '');
  return orders.find((order) => filled.every((s) => parseBankDate(s, order) !== null)) ?? null;
}

/** OFX dates: YYYYMMDD, then optionally HHMMSS.XXX and a [offset:zone]; the day is kept as written. */
export function parseOfxDate(raw: string): IsoDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(raw.trim());
  return match ? iso(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}
