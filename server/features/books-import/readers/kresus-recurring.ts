import type { EcheanceFrequency } from '../../../../contract/echeances';
import type { ForeignScheduled } from '../../../../contract/books-import';
import { accountKey } from './kresus-accounts';
import type { KresusRecurring, KresusWorld } from './kresus-export-schema';
import { kresusCents, kresusDay } from './kresus-values';

// Kresus's recurring transactions: a day of the month and the months they fall in ("all" or
// "1;4;7;10"). Evenly spaced months map onto a frequency; others cannot be repeated here. Kresus
// writes the occurrence of the month at each poll, so the next one due is the first after the
// account's last poll that Kresus has not written yet.

const FREQUENCY_BY_GAP: Record<number, EcheanceFrequency> = {
  1: 'MONTHLY',
  2: 'BIMONTHLY',
  3: 'QUARTERLY',
  6: 'SEMIANNUAL',
  12: 'YEARLY',
};

function monthsOf(list: string): number[] {
  if (list === 'all') return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const months = [...new Set(list.split(';').map(Number))].sort((a, b) => a - b);
  return months.every((m) => Number.isInteger(m) && m >= 1 && m <= 12) ? months : [];
}

function frequencyOf(months: readonly number[]): EcheanceFrequency | null {
  if (months.length === 0 || 12 % months.length !== 0) return null;
  const gap = 12 / months.length;
  const even = months.every((month, i) => i === 0 || month - (months[i - 1] ?? 0) === gap);
  return even ? (FREQUENCY_BY_GAP[gap] ?? null) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day the recurring transaction falls on after `after`, skipping written months. */
function nextDate(
  r: KresusRecurring,
  months: readonly number[],
  after: string,
  world: KresusWorld,
) {
  const written = (year: number, month: number) =>
    world.appliedRecurringTransactions.some(
      (a) => a.recurringTransactionId === r.id && a.year === year && a.month === month - 1,
    );
  let year = Number(after.slice(0, 4));
  let month = Number(after.slice(5, 7));
  for (let step = 0; step < 13; step++) {
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const date = `${year}-${pad(month)}-${pad(Math.min(r.dayOfMonth, lastDay))}`;
    if (months.includes(month) && date > after && !written(year, month)) return date;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return null;
}

export interface KresusSchedule {
  scheduled: ForeignScheduled[];
  /** Labels of those that could not be brought. */
  left: string[];
}

export function kresusSchedule(world: KresusWorld): KresusSchedule {
  const polls = new Map(world.accounts.map((a) => [a.id, a.lastCheckDate ?? null]));
  const scheduled: ForeignScheduled[] = [];
  const left: string[] = [];
  world.recurringTransactions.forEach((r, index) => {
    const months = monthsOf(r.listOfMonths);
    const frequency = frequencyOf(months);
    const poll = polls.get(r.accountId);
    const date = frequency && poll ? nextDate(r, months, kresusDay(poll), world) : null;
    if (!frequency || !date) {
      left.push(r.label);
      return;
    }
    const amount = kresusCents(r.amount);
    scheduled.push({
      key: r.id == null ? `recurring-${index}` : String(r.id),
      accountKey: accountKey(r.accountId),
      toAccountKey: null,
      payeeKey: r.label,
      memo: null,
      amount,
      parts: [{ categoryKey: null, amount, memo: null, tagKeys: [] }],
      frequency,
      nextDate: date,
      endDate: null,
    });
  });
  return { scheduled, left };
}
