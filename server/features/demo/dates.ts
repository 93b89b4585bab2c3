// Calendar arithmetic on ISO days, in UTC so that the time zone never shifts a day.

const toDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): string => date.toISOString().slice(0, 10);

export const todayIso = (): string => toIso(new Date());

/** The first day of the month `months` before (negative: after) the month of `iso`. */
export function monthStart(iso: string, monthsBack = 0): string {
  const date = toDate(iso);
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1)));
}

/** Day `day` of the month starting at `start`, clamped to the month's last day. */
export function dayOfMonth(start: string, day: number): string {
  const date = toDate(start);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), Math.min(day, last))));
}

/** 1 to 12. */
export const monthOf = (iso: string): number => Number(iso.slice(5, 7));
export const yearOf = (iso: string): number => Number(iso.slice(0, 4));
