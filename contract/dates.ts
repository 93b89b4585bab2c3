/** Dates travel as ISO yyyy-MM-dd; display is dd/MM/yyyy on large screens, dd/MM/yy on small. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): text is IsoDate {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function toIsoDate(date: Date): IsoDate {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function formatIsoDate(iso: IsoDate, small: boolean): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const [, y = '', m, d] = match;
  return `${d}/${m}/${small ? y.slice(2) : y}`;
}

/** Parses dd/MM/yyyy (or dd/MM/yy, read as 20yy) into ISO; null when invalid. */
export function parseDisplayDate(text: string): IsoDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d = '', m = '', y = ''] = match;
  const year = y.length === 2 ? `20${y}` : y;
  const iso = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
