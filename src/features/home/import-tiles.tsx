import { useTranslation } from 'react-i18next';
import type { AccountDto } from '../../../contract/account-dtos';
import { Alert } from '../../components/alert';
import { Tile } from '../../components/card';
import { lastImport, outOfDateAccounts } from './home-tiles';
import type { HomeFormat } from './use-home-format';

interface ImportTilesProps {
  accounts: readonly AccountDto[];
  today: string;
  format: HomeFormat;
}

/** The latest import of any account. */
export function LastImportTile({ accounts, format }: ImportTilesProps) {
  const { t } = useTranslation();
  const last = lastImport(accounts);
  return (
    <Tile
      title={t('home.lastImport.title')}
      value={last ? format.date(last.lastImportDate!) : undefined}
      footer={last?.name}
    >
      {!last && <p>{t('home.lastImport.none')}</p>}
    </Tile>
  );
}

/** Accounts whose last import is over 15 days old (info) or over 30 days (warning). */
export function OutOfDateTile({ accounts, today }: ImportTilesProps) {
  const { t } = useTranslation();
  const late = outOfDateAccounts(accounts, today);
  return (
    <Tile title={t('home.outOfDate.title')}>
      {late.length === 0 ? (
        <p>{t('home.outOfDate.none')}</p>
      ) : (
        <ul className="home-list">
          {late.map(({ account, staleness, days }) => (
            <li key={account.accountId}>
              <Alert variant={staleness}>
                {t(`home.outOfDate.${staleness}`, { account: account.name, count: days })}
              </Alert>
            </li>
          ))}
        </ul>
      )}
    </Tile>
  );
}
