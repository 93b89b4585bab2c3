import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountDto } from '../../../contract/account-dtos';
import { syncColourOf } from '../../../contract/bi';
import { Tile } from '../../components/card';
import { useAuth } from '../auth/use-auth';
import { useSyncDate } from './account-sync-cell';
import { mayAutoImport } from './bi-access';
import { SyncDot } from './sync-dot';
import './bi.css';

/** The home's bank sync tile: linked accounts, those in error with their colour, last sync. */
export function BankSyncTile({ accounts }: { accounts: readonly AccountDto[] }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const date = useSyncDate();
  const linked = accounts.filter((account) => account.biAccountId !== null);
  const failing = linked.filter((a) => syncColourOf(a.biSyncError) !== 'green');
  const last = linked
    .map((account) => account.lastBiSyncDate)
    .filter((instant): instant is string => instant !== null)
    .sort()
    .at(-1);
  const offer = user && !mayAutoImport(user);
  return (
    <Tile
      title={t('home.bankSync.title')}
      value={
        linked.length === 0
          ? t('bi.screens.tile.none')
          : t('bi.screens.tile.linked', { count: linked.length })
      }
      footer={
        offer ? (
          <Link to="/upgrade">{t('bi.screens.premiumOnly.offer')}</Link>
        ) : (
          <Link to="/parameters#bank-sync">{t('bi.screens.tile.configure')}</Link>
        )
      }
    >
      {linked.length > 0 && failing.length === 0 && <p>{t('bi.screens.tile.ok')}</p>}
      {failing.length > 0 && (
        <>
          <p>{t('bi.screens.tile.errors', { count: failing.length })}</p>
          <ul className="bi-tile__errors">
            {failing.map((account) => (
              <li key={account.accountId}>
                {account.name} <SyncDot {...account} />
              </li>
            ))}
          </ul>
        </>
      )}
      {last && <p>{t('bi.screens.lastSync', { date: date(last) })}</p>}
    </Tile>
  );
}
