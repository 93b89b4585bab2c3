import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import { formatCents } from '../../../contract/money';
import type { NetWorth } from '../../../contract/net-worth';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

/**
 * The grand total of today in the main currency, the rates' day it used, and each currency's
 * part: in its own currency and converted (a part without a rate is said to be left out).
 */
export function NetWorthSummary({ worth }: { worth: NetWorth }) {
  const { t, i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const today = worth.points.at(-1);
  if (!today) return null;
  const money = (cents: number, currency: string) => formatCents(cents, currency, i18n.language);
  const foreign = today.parts.filter((part) => part.currency !== worth.currency);
  return (
    <section className="net-worth-summary" aria-labelledby="net-worth-summary-title">
      <p className="net-worth-summary__total">
        <span id="net-worth-summary-title">{t('netWorth.total')}</span>
        <strong className={today.total < 0 ? 'net-worth-summary--negative' : undefined}>
          {money(today.total, worth.currency)}
        </strong>
      </p>
      {today.rateDay && (
        <p className="net-worth-summary__note">
          {t('netWorth.ratesOf', { day: formatIsoDate(today.rateDay, small) })}
        </p>
      )}
      {foreign.length > 0 && (
        <ul className="net-worth-summary__parts">
          {foreign.map((part) => (
            <li key={part.currency}>
              {part.converted === null
                ? t('netWorth.partWithoutRate', { amount: money(part.cents, part.currency) })
                : t('netWorth.part', {
                    amount: money(part.cents, part.currency),
                    converted: money(part.converted, worth.currency),
                  })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
