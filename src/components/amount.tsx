import { useTranslation } from 'react-i18next';
import { formatCents } from '../../contract/money';
import './amount.css';

/** The class every table gives an amount: a negative one in the danger colour. */
export const amountClass = (cents: number): string | undefined =>
  cents < 0 ? 'amount--negative' : undefined;

/** Signed cents with 2 decimals and the currency; a negative amount in the danger colour. */
export function Amount({ cents, currency }: { cents: number; currency: string }) {
  const { i18n } = useTranslation();
  return <span className={amountClass(cents)}>{formatCents(cents, currency, i18n.language)}</span>;
}
