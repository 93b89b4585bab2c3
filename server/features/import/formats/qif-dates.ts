import { dayNumber } from '../../../../contract/dates';
import { parseBankDate } from './bank-dates';

// QIF dates are a/b/c, day-first or month-first, and the file never says which: the whole file's
// dates decide. A first number above 12 means day-first, a second one month-first; Quicken's
// apostrophe year (2/10'2020) is month-first. When both orders read every date, the one under
// which the dates run in order (sorted either way, each account apart) or over a clearly shorter
// span wins; with fewer than three different dates neither says anything. Else the dates are
// read day-first and the person is asked.

export type QifDateOrder = 'DMY' | 'MDY';

export interface QifDateReading {
  order: QifDateOrder;
  unsure: boolean;
}

const FEWEST_TELLING_DATES = 3;

function daysOf(dates: readonly string[], order: QifDateOrder): number[] | null {
  const days: number[] = [];
  for (const date of dates) {
    const iso = parseBankDate(date, order);
    if (iso === null) return null;
    days.push(dayNumber(iso));
  }
  return days;
}

/** Each statement's dates as day numbers under this order, or null when one does not read. */
function daysOfGroups(groups: readonly string[][], order: QifDateOrder): number[][] | null {
  const days: number[][] = [];
  for (const dates of groups) {
    const read = daysOf(dates, order);
    if (read === null) return null;
    days.push(read);
  }
  return days;
}

const sameDays = (a: readonly number[], b: readonly number[]) => a.every((day, i) => day === b[i]);

function runsInOrder(days: readonly number[]): boolean {
  const rising = days.every((day, i) => i === 0 || day >= days[i - 1]!);
  const falling = days.every((day, i) => i === 0 || day <= days[i - 1]!);
  return rising || falling;
}

function spanOf(days: readonly number[]): number {
  let first = Infinity;
  let last = -Infinity;
  for (const day of days) {
    first = Math.min(first, day);
    last = Math.max(last, day);
  }
  return last - first;
}

/** The order under which the dates look like a statement's, or null when both look alike. */
function plausibleOrder(
  groups: readonly string[][],
  daysByOrder: Record<QifDateOrder, number[][]>,
): QifDateOrder | null {
  if (new Set(groups.flat()).size < FEWEST_TELLING_DATES) return null;
  const dmyInOrder = daysByOrder.DMY.every(runsInOrder);
  const mdyInOrder = daysByOrder.MDY.every(runsInOrder);
  if (dmyInOrder !== mdyInOrder) return dmyInOrder ? 'DMY' : 'MDY';
  const dmySpan = spanOf(daysByOrder.DMY.flat());
  const mdySpan = spanOf(daysByOrder.MDY.flat());
  if (dmySpan * 2 <= mdySpan) return 'DMY';
  if (mdySpan * 2 <= dmySpan) return 'MDY';
  return null;
}

/** How to read the dates of a file, given each statement's dates in the file's order. */
export function qifDateReading(
  groups: readonly string[][],
  asked: QifDateOrder | null = null,
): QifDateReading {
  if (asked !== null) return { order: asked, unsure: false };
  const dmy = daysOfGroups(groups, 'DMY');
  const mdy = daysOfGroups(groups, 'MDY');
  if (dmy === null || mdy === null) return { order: mdy === null ? 'DMY' : 'MDY', unsure: false };
  if (sameDays(dmy.flat(), mdy.flat())) return { order: 'DMY', unsure: false };
  if (groups.some((dates) => dates.some((date) => date.includes("'")))) {
    return { order: 'MDY', unsure: false };
  }
  const plausible = plausibleOrder(groups, { DMY: dmy, MDY: mdy });
  return { order: plausible ?? 'DMY', unsure: plausible === null };
}
