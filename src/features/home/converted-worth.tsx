import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import type { NetWorthPoint } from '../../../contract/net-worth';
import type { HomeFormat } from './use-home-format';

interface ConvertedWorthProps {
  point: NetWorthPoint;
  /** The main currency, which the total is in. */
  currency: string;
  format: HomeFormat;
}

/** Today's net worth of several currencies in the main one, and each other currency's part. */
export function ConvertedWorth({ point, currency, format }: ConvertedWorthProps) {
  const { t } = useTranslation();
  const foreign = point.parts.filter((part) => part.currency !== currency);
  return (
    <div className="home-worth">
      <p className="home-row home-row--strong">
        <span>{t('home.property.total')}</span>
        <span className={point.total < 0 ? 'home-amount home-negative' : 'home-amount'}>
          {format.money(point.total, currency)}
        </span>
      </p>
      {foreign.map((part) => (
        <p key={part.currency} className="home-worth__other">
          {part.converted === null
            ? t('home.property.otherCurrency', { amount: format.money(part.cents, part.currency) })
            : t('home.property.converted', {
                amount: format.money(part.cents, part.currency),
                converted: format.money(part.converted, currency),
              })}
        </p>
      ))}
      {point.rateDay && (
        <p className="home-worth__other">
          {t('home.property.ratesOf', { day: formatIsoDate(point.rateDay, true) })}
        </p>
      )}
    </div>
  );
}
