import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BI_SYNC_MARKER, needsReconnect, type BiImporterDto } from '../../../contract/bi';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { QueryGate } from '../../components/query-gate';
import { errorMessageKey } from '../../lib/messages';
import { useAuth } from '../auth/use-auth';
import { useAccountChoices } from '../settings/use-settings';
import { AutoImportToggle } from './auto-import-toggle';
import { mayAutoImport } from './bi-access';
import { SyncDot } from './sync-dot';
import { SyncModal } from './sync-modal';
import { useImporters, useOpenWebview, useStartSync } from './use-bi';
import './bi.css';

/** The bank synchronisation part of /parameters (000 §2, §4); standard users see the offer. */
export function BankSyncSection() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  if (!mayAutoImport(user)) {
    return (
      <Alert variant="info" title={t('bi.screens.premiumOnly.title')}>
        <p>{t('bi.screens.premiumOnly')}</p>
        <Link to="/upgrade">{t('bi.screens.premiumOnly.offer')}</Link>
      </Alert>
    );
  }
  return <PaidBankSync />;
}

/** What the web view's return left in the address: open the modal, or say what went wrong. */
function useReturnMarker() {
  const [params, setParams] = useSearchParams();
  const marker = params.get(BI_SYNC_MARKER);
  const failed = marker === 'false' || params.has('error');
  const clear = () =>
    setParams(
      (old) => {
        for (const name of [BI_SYNC_MARKER, 'error', 'messageCode']) old.delete(name);
        return old;
      },
      { replace: true },
    );
  return { back: marker === 'true' && !failed, failed, code: params.get('messageCode'), clear };
}

function PaidBankSync() {
  const { t } = useTranslation();
  const importers = useImporters();
  const accounts = useAccountChoices();
  const marker = useReturnMarker();
  const [open, setOpen] = useState(false);
  const sync = useStartSync();
  const webview = useOpenWebview();
  const modalOpen = open || marker.back;
  const close = () => {
    setOpen(false);
    if (marker.back) marker.clear();
  };
  const linked = importers.data?.some((dto) => dto.account !== null) ?? false;
  return (
    <div id="bank-sync">
      {marker.failed && (
        <Alert variant="danger" onDismiss={marker.clear}>
          {t(marker.code ?? 'bi.screens.webview.failed')}
        </Alert>
      )}
      {(webview.error || sync.error) && (
        <Alert variant="danger">{t(errorMessageKey(webview.error ?? sync.error))}</Alert>
      )}
      <AutoImportToggle />
      <QueryGate queries={[importers, accounts]}>
        {() => <Connections importers={importers.data!} />}
      </QueryGate>
      <div className="bi-section__actions">
        <Button
          variant="primary"
          loading={webview.isPending && webview.variables?.flow === 'connect'}
          onClick={() => webview.mutate({ flow: 'connect' })}
        >
          {t('bi.screens.connect')}
        </Button>
        {importers.data && importers.data.length > 0 && (
          <Button onClick={() => setOpen(true)}>{t('bi.screens.match')}</Button>
        )}
        {linked && (
          <Button loading={sync.isPending} onClick={() => sync.mutate()}>
            {t('bi.screens.syncAll')}
          </Button>
        )}
      </div>
      {modalOpen && importers.data && accounts.data && (
        <SyncModal importers={importers.data} accounts={accounts.data} onClose={close} />
      )}
    </div>
  );
}

/** The bank connections (from the bank accounts they hold), each to manage or reconnect. */
function Connections({ importers }: { importers: readonly BiImporterDto[] }) {
  const { t } = useTranslation();
  const webview = useOpenWebview();
  const connections = [...new Map(importers.map((dto) => [dto.connectionId, dto])).values()];
  if (connections.length === 0) return <p>{t('bi.screens.connections.none')}</p>;
  return (
    <ul className="bi-connections" aria-label={t('bi.screens.connections')}>
      {connections.map(({ connectionId, bankName, error }) => {
        const flow = needsReconnect(error) ? 'reconnect' : 'manage';
        return (
          <li key={connectionId} className="bi-connection">
            <strong>{bankName}</strong>
            <SyncDot biAccountId={connectionId} biSyncError={error} />
            {error && <span>{t(`bi.screens.state.${error}`, error)}</span>}
            <Button
              variant={flow === 'reconnect' ? 'primary' : 'link'}
              aria-label={t(`bi.screens.${flow}.named`, { name: bankName })}
              onClick={() => webview.mutate({ flow, biBankId: connectionId })}
            >
              {t(`bi.screens.${flow}`)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
