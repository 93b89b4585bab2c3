import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../contract/money';
import type { DifferenceSums } from '../../../contract/survey';
import type { TreeRow } from './survey-rows';

/** What is left of the budget: planned − real. */
export const remainingOf = (sums: DifferenceSums) => sums.previsionnel - sums.reel;

/** Debit lines spend (-1); credit lines, and the net total, receive (1). */
export const directionOf = (row: TreeRow<DifferenceSums>) =>
  row.root.group === 'SIGN' && row.root.groupValue.id === -1 ? -1 : 1;

const KEYS = {
  debit: { ahead: 'survey.available', behind: 'survey.over' },
  credit: { ahead: 'survey.toCome', behind: 'survey.beyond' },
} as const;

/**
 * The remaining amount as a person reads it: on a spending line, what is still available or the
 * overrun (in the danger colour); on an income line, what is still to come or the surplus.
 */
export function Remaining({
  sums,
  currency,
  direction,
}: {
  sums: DifferenceSums;
  currency: string;
  direction: number;
}) {
  const { t, i18n } = useTranslation();
  const remaining = remainingOf(sums);
  const amount = formatCents(Math.abs(remaining), currency, i18n.language);
  if (remaining === 0) return <span>{formatCents(0, currency, i18n.language)}</span>;
  const keys = direction < 0 ? KEYS.debit : KEYS.credit;
  // Still ahead of the real: spending left (negative) or income to come (positive).
  const ahead = direction < 0 ? remaining < 0 : remaining > 0;
  const className = ahead
    ? direction < 0
      ? 'amount--available'
      : undefined
    : direction < 0
      ? 'amount--over'
      : 'amount--available';
  return <span className={className}>{t(ahead ? keys.ahead : keys.behind, { amount })}</span>;
}
