import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../contract/money';
import type { DifferenceResult, DifferenceSums } from '../../../contract/survey';
import { incomeToCome, kindOf, netMargin, remainingOf, type LineKind } from './remaining-reading';
import type { MeasureColumn } from './tree-columns';

const KEYS = {
  debit: { ahead: 'survey.available', behind: 'survey.over' },
  credit: { ahead: 'survey.toCome', behind: 'survey.beyond' },
} as const;

interface RemainingProps {
  sums: DifferenceSums;
  currency: string;
  kind: LineKind;
  /** The column's planned income not booked yet, for the total's margin. */
  incomeToCome?: number;
}

/**
 * The remaining amount as a person reads it: on a spending line, what is still available or the
 * overrun (in the danger colour); on an income line, what is still to come or the surplus; on the
 * total, what is left to spend on the month or the overspend; transfers are only moved money.
 */
export function Remaining({ sums, currency, kind, incomeToCome = 0 }: RemainingProps) {
  const { t, i18n } = useTranslation();
  const format = (cents: number) => formatCents(cents, currency, i18n.language);
  if (kind === 'transfer') return <span>{format(sums.reel)}</span>;
  if (kind === 'net') {
    const margin = netMargin(sums, incomeToCome);
    const amount = format(Math.abs(margin));
    if (margin < 0)
      return <span className="amount--over">{t('survey.overBudget', { amount })}</span>;
    return <span className="amount--available">{t('survey.left', { amount })}</span>;
  }
  const remaining = remainingOf(sums);
  if (remaining === 0) return <span>{format(0)}</span>;
  const amount = format(Math.abs(remaining));
  const keys = KEYS[kind];
  // Still ahead of the real: spending left (negative) or income to come (positive).
  const ahead = kind === 'debit' ? remaining < 0 : remaining > 0;
  const className = ahead
    ? kind === 'debit'
      ? 'amount--available'
      : undefined
    : kind === 'debit'
      ? 'amount--over'
      : 'amount--available';
  return <span className={className}>{t(ahead ? keys.ahead : keys.behind, { amount })}</span>;
}

/** The column of a period that reads what remains, line by line (monitor and difference table). */
export function remainingMeasure(
  label: string,
  place: { result: DifferenceResult; column: number; currentMonth: string; currency: string },
): MeasureColumn<DifferenceSums> {
  const { result, column, currentMonth, currency } = place;
  return {
    label,
    value: (sums, row) => (
      <Remaining
        sums={sums}
        currency={currency}
        kind={kindOf(row)}
        incomeToCome={incomeToCome(result, column, currentMonth)}
      />
    ),
  };
}
