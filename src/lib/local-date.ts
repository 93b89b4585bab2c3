import { formatIsoDate, toIsoDate } from '../../contract/dates';

/** An instant as a date where the person is; with the time to the minute when asked. */
export function localDateOf(iso: string, withTime = false): string {
  const date = new Date(iso);
  const day = formatIsoDate(toIsoDate(date), false);
  if (!withTime) return day;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
