import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../contract/money';
import type { DifferenceSums } from '../../../contract/survey';

/** What is left of the budget: planned − real. */
export const remainingOf = (sums: DifferenceSums) => sums.previsionnel - sums.reel;

/**
 * The remaining amount: "available" while the real has not gone past the budget (the remainder
 * runs the budget's way), otherwise the overrun, in the danger colour.
 */
export function Remaining({ sums, currency }: { sums: DifferenceSums; currency: string }) {
  const { t, i18n } = useTranslation();
  const remaining = remainingOf(sums);
  const amount = formatCents(Math.abs(remaining), currency, i18n.language);
  if (remaining === 0) return <span>{formatCents(0, currency, i18n.language)}</span>;
  if (Math.sign(remaining) === Math.sign(sums.previsionnel)) {
    return <span className="amount--available">{t('survey.available', { amount })}</span>;
  }
  return <span className="amount--over">{t('survey.over', { amount })}</span>;
}
