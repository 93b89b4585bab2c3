import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, toIsoDate } from '../../../contract/dates';
import type { ApiToken, CreatedApiToken } from '../../../contract/api-tokens';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { QueryGate } from '../../components/query-gate';
import { Table, type Column } from '../../components/table';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { ApiTokenForm } from './api-token-form';
import { ApiTokenSecret } from './api-token-secret';
import { useApiTokens, useRevokeApiToken } from './use-api-tokens';
import './api-tokens-section.css';

/** A date where the person is; with the time to the minute for the last use. */
function dateOf(iso: string, withTime = false): string {
  const date = new Date(iso);
  const day = formatIsoDate(toIsoDate(date), false);
  if (!withTime) return day;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** /parameters: personal API tokens for scripts — create (shown once), list, revoke. */
export function ApiTokensSection() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <div className="api-tokens">
      <p>{t('apiTokens.description')}</p>
      {created && <ApiTokenSecret created={created} onDismiss={() => setCreated(null)} />}
      <ApiTokenForm onCreated={setCreated} />
      <QueryGate queries={[tokens]}>{() => <ApiTokenList tokens={tokens.data!} />}</QueryGate>
    </div>
  );
}

function ApiTokenList({ tokens }: { tokens: ApiToken[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const revoke = useRevokeApiToken();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  if (tokens.length === 0) return <p>{t('apiTokens.none')}</p>;
  const confirm = (token: ApiToken) =>
    revoke.mutate(token.id, {
      onSuccess: () => toast.show({ variant: 'success', message: t('apiTokens.revoked') }),
      onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      onSettled: () => setRevoking(null),
    });
  const columns: Column<ApiToken>[] = [
    { key: 'name', header: t('apiTokens.name'), priority: 'essential', render: (row) => row.name },
    {
      key: 'scope',
      header: t('apiTokens.scope'),
      render: (row) => t(`apiTokens.scope.${row.scope}`),
    },
    { key: 'expires', header: t('apiTokens.expiresAt'), render: (row) => dateOf(row.expiresAt) },
    {
      key: 'used',
      header: t('apiTokens.lastUsedAt'),
      render: (row) => (row.lastUsedAt ? dateOf(row.lastUsedAt, true) : t('apiTokens.neverUsed')),
    },
    {
      key: 'revoke',
      header: t('apiTokens.actions'),
      priority: 'essential',
      render: (row) => (
        <Button
          variant="danger"
          aria-label={t('apiTokens.revoke.named', { name: row.name })}
          onClick={() => setRevoking(row)}
        >
          {t('apiTokens.revoke')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table
        caption={t('apiTokens.list')}
        columns={columns}
        rows={tokens}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        smallScreen="stack"
      />
      <ConfirmModal
        open={revoking !== null}
        title={t('apiTokens.revoke.title')}
        message={t('apiTokens.revoke.message', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiTokens.revoke')}
        danger
        loading={revoke.isPending}
        onConfirm={() => revoking && confirm(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
