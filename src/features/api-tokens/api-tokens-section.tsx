import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken, CreatedApiToken } from '../../../contract/api-tokens';
import { QueryGate } from '../../components/query-gate';
import { RevocableTable } from '../../components/revocable-table';
import type { Column } from '../../components/table';
import { localDateOf } from '../../lib/local-date';
import { ApiTokenForm } from './api-token-form';
import { ApiTokenSecret } from './api-token-secret';
import { useApiTokens, useRevokeApiToken } from './use-api-tokens';
import './api-tokens-section.css';

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
  const revoke = useRevokeApiToken();
  if (tokens.length === 0) return <p>{t('apiTokens.none')}</p>;
  const columns: Column<ApiToken>[] = [
    { key: 'name', header: t('apiTokens.name'), priority: 'essential', render: (row) => row.name },
    {
      key: 'scope',
      header: t('apiTokens.scope'),
      render: (row) => t(`apiTokens.scope.${row.scope}`),
    },
    {
      key: 'expires',
      header: t('apiTokens.expiresAt'),
      render: (row) => localDateOf(row.expiresAt),
    },
    {
      key: 'used',
      header: t('apiTokens.lastUsedAt'),
      render: (row) =>
        row.lastUsedAt ? localDateOf(row.lastUsedAt, true) : t('apiTokens.neverUsed'),
    },
  ];
  return <RevocableTable rows={tokens} columns={columns} words="apiTokens" revoke={revoke} />;
}
