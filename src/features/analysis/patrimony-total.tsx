import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../contract/money';
import type { NetWorth } from '../../lib/net-worth';

/** Below the patrimony table: the grand total in the main currency, other currencies apart. */
export function PatrimonyTotal({ worth }: { worth: NetWorth }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number, currency: string) => formatCents(cents, currency, i18n.language);
  return (
    <section className="patrimony-total" aria-labelledby="patrimony-total-title">
      <p className="patrimony-total__main">
        <span id="patrimony-total-title">{t('analysis.patrimony.total')}</span>
        <strong className={worth.main.cents < 0 ? 'patrimony-total--negative' : undefined}>
          {money(worth.main.cents, worth.main.currency)}
        </strong>
      </p>
      {worth.others.map(({ cents, currency }) => (
        <p key={currency} className="patrimony-total__other">
          {t('analysis.patrimony.otherCurrency', { amount: money(cents, currency) })}
        </p>
      ))}
    </section>
  );
}
