import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../contract/analysis';
import { Tile } from '../../components/card';
import { netWorth } from '../../lib/net-worth';
import { useNetWorth } from '../analysis/use-analysis';
import { useMainCurrency } from '../settings/use-main-currency';
import { ConvertedWorth } from './converted-worth';
import { propertySummary } from './home-tiles';
import type { HomeFormat } from './use-home-format';

interface PropertyTileProps {
  result: AnalysisResult;
  format: HomeFormat;
}

/** Today's balances by account type, then by account, and the net worth (000 §2 property). */
export function PropertyTile({ result, format }: PropertyTileProps) {
  const { t } = useTranslation();
  const types = propertySummary(result);
  const worth = netWorth(
    types.map((type) => ({ cents: type.balance, currency: type.currency })),
    useMainCurrency(),
  );
  // Several currencies: today's total converted (the current month's point alone).
  const several = (worth?.others.length ?? 0) > 0;
  const converted = useNetWorth(new Date().toISOString().slice(0, 7), several);
  const today = converted.data?.points.at(-1);
  return (
    <Tile title={t('home.property.title')}>
      {types.length === 0 ? (
        <p>{t('home.property.none')}</p>
      ) : (
        <ul className="home-property">
          {types.map((type) => (
            <li key={`${type.currency}-${type.type}`}>
              <p className="home-row home-row--strong">
                <span>{t(`account.type.${type.type}`)}</span>
                <span className="home-amount">{format.money(type.balance, type.currency)}</span>
              </p>
              <ul className="home-property__accounts">
                {type.accounts.map((account) => (
                  <li key={account.accountId} className="home-row">
                    <span>{account.name}</span>
                    <span className="home-amount">
                      {format.money(account.balance, type.currency)}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {several && today && converted.data ? (
        <ConvertedWorth point={today} currency={converted.data.currency} format={format} />
      ) : (
        worth && (
          <div className="home-worth">
            <p className="home-row home-row--strong">
              <span>{t('home.property.total')}</span>
              <span className={worth.main.cents < 0 ? 'home-amount home-negative' : 'home-amount'}>
                {format.money(worth.main.cents, worth.main.currency)}
              </span>
            </p>
            {worth.others.map(({ cents, currency }) => (
              <p key={currency} className="home-worth__other">
                {t('home.property.otherCurrency', { amount: format.money(cents, currency) })}
              </p>
            ))}
          </div>
        )
      )}
    </Tile>
  );
}
