import type { AnalysisHeader, DifferenceResult, DifferenceSums } from '../../../contract/survey';
import type { TreeRow } from './survey-rows';

// How the "remaining" of a line is read: spending and income lines against their own plan, the
// total as the margin left on the month, own-account transfers as plain money moves.

export type LineKind = 'debit' | 'credit' | 'net' | 'transfer';

/** What is left of the budget of a spending or income line: planned − real. */
export const remainingOf = (sums: DifferenceSums) => sums.previsionnel - sums.reel;

/** The kind of a row, from its top group: the sign, the total or the transfers line. */
export function kindOf(row: TreeRow<DifferenceSums>): LineKind {
  const { root } = row;
  if (root.group === 'TOTAL') return 'net';
  if (root.group === 'TRANSFER') return 'transfer';
  return root.group === 'SIGN' && root.groupValue.id === -1 ? 'debit' : 'credit';
}

/** A column whose month is not over yet: planned income may still arrive in it. */
export function isOpenColumn(header: AnalysisHeader, currentMonth: string): boolean {
  if (header.type === 'UNTIL') return true;
  return header.type === 'MONTH' && (header.yearMonth ?? '') >= currentMonth;
}

/** Planned income not booked yet in a column of a month that is not over; else 0. */
export function incomeToCome(result: DifferenceResult, column: number, currentMonth: string) {
  const header = result.headers[column];
  if (!header || !isOpenColumn(header, currentMonth)) return 0;
  const credit = result.details.find((n) => n.group === 'SIGN' && n.groupValue.id === 1);
  const sums = credit?.sums[column];
  return sums ? Math.max(0, sums.previsionnel - sums.reel) : 0;
}

/**
 * The month's margin: what can still be spent and end the month on the planned balance. The real
 * net plus the income still to come, less the planned net; below zero it is an overspend.
 */
export const netMargin = (total: DifferenceSums, toCome: number) =>
  total.reel + toCome - total.previsionnel;
