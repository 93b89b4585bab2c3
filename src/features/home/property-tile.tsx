import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../contract/analysis';
import { Tile } from '../../components/card';
import { propertySummary } from './home-tiles';
import type { HomeFormat } from './use-home-format';

interface PropertyTileProps {
  result: AnalysisResult;
  format: HomeFormat;
}

/** Today's balances by account type, then by account (spec 000 §2 property summary). */
export function PropertyTile({ result, format }: PropertyTileProps) {
  const { t } = useTranslation();
  const types = propertySummary(result);
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
    </Tile>
  );
}
