import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../contract/money';

/** Signed cents with 2 decimals and the currency; debits in the danger colour. */
export function Amount({ cents, currency }: { cents: number; currency: string }) {
  const { i18n } = useTranslation();
  return (
    <span className={cents < 0 ? 'amount--negative' : undefined}>
      {formatCents(cents, currency, i18n.language)}
    </span>
  );
}
