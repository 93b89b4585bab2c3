import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountDto } from '../../../contract/account-dtos';
import { BI_SYNC_MODAL_DEFAULT_DAYS_BACK, syncColourOf } from '../../../contract/bi';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { useAuth } from '../auth/use-auth';
import { mayAutoImport } from './bi-access';
import { daysBack } from './importer-rows';
import { SyncDot } from './sync-dot';
import { useImportAccount } from './use-bi';
import './bi.css';

type SyncFields = Pick<
  AccountDto,
  'accountId' | 'name' | 'biAccountId' | 'biSyncError' | 'lastBiSyncDate'
>;

/** The day and time of an instant, in the reader's language (short: the year left out). */
export function useSyncDate(short = false) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(
    i18n.language,
    short
      ? { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }
      : { dateStyle: 'short', timeStyle: 'short' },
  );
  return (instant: string) => format.format(new Date(instant));
}

/** The accounts screen's sync column: colour, last sync, the dialog and the sync action. */
export function AccountSyncCell({ account }: { account: SyncFields }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const date = useSyncDate(true);
  const colour = syncColourOf(account.biSyncError, account.biAccountId !== null);
  return (
    <span className="account-sync">
      {colour === 'green' ? (
        <SyncDot {...account} />
      ) : (
        <Button
          variant="link"
          aria-label={t('bi.screens.account.syncDetails.named', {
            name: account.name,
            state: t(`bi.screens.colour.${colour}`),
          })}
          onClick={() => setOpen(true)}
        >
          <SyncDot {...account} />
        </Button>
      )}
      <span className="account-sync__date">
        {account.lastBiSyncDate
          ? t('bi.screens.lastSync.short', { date: date(account.lastBiSyncDate) })
          : account.biAccountId !== null && t('bi.screens.neverSynced')}
      </span>
      {account.biAccountId !== null && <SyncAccountButton account={account} />}
      {open && <AccountSyncDialog account={account} onClose={() => setOpen(false)} />}
    </span>
  );
}

function SyncAccountButton({ account }: { account: SyncFields }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useAuth();
  const sync = useImportAccount();
  if (!user || !mayAutoImport(user)) return null;
  const startDate = account.lastBiSyncDate
    ? account.lastBiSyncDate.slice(0, 10)
    : daysBack(BI_SYNC_MODAL_DEFAULT_DAYS_BACK);
  const run = () =>
    sync.mutate(
      { accountId: account.accountId, startDate },
      {
        onSuccess: ({ created, matched }) =>
          toast.show({
            variant: 'success',
            message: t('bi.screens.account.synced', { count: created, matched }),
          }),
        onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      },
    );
  return (
    <Button
      variant="link"
      loading={sync.isPending}
      aria-label={t('bi.screens.account.sync.named', { name: account.name })}
      onClick={run}
    >
      {t('bi.screens.account.sync')}
    </Button>
  );
}

/** Not synchronised, or in sync error with the last sync date: both lead to the auto-import setup. */
export function AccountSyncDialog({
  account,
  onClose,
}: {
  account: SyncFields;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const date = useSyncDate();
  const linked = account.biAccountId !== null;
  const state = account.biSyncError;
  return (
    <Modal
      open
      title={t(linked ? 'bi.screens.dialog.error.title' : 'bi.screens.dialog.notSynced.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Link className="button button--primary" to="/parameters#bank-sync" onClick={onClose}>
            {t('bi.screens.dialog.configure')}
          </Link>
        </>
      }
    >
      <p>
        {t(linked ? 'bi.screens.dialog.error' : 'bi.screens.dialog.notSynced', {
          name: account.name,
        })}
      </p>
      {linked && state && <p>{t(`bi.screens.state.${state}`, state)}</p>}
      {linked && (
        <p>
          {account.lastBiSyncDate
            ? t('bi.screens.lastSync', { date: date(account.lastBiSyncDate) })
            : t('bi.screens.neverSynced')}
        </p>
      )}
    </Modal>
  );
}
