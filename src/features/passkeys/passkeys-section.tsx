import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../../contract/passkeys';
import { QueryGate } from '../../components/query-gate';
import { RevocableTable } from '../../components/revocable-table';
import type { Column } from '../../components/table';
import { localDateOf } from '../../lib/local-date';
import { browserPasskeys } from '../../lib/webauthn';
import { PasskeyForm } from './passkey-form';
import { usePasskeys, useRevokePasskey } from './use-passkeys';
import './passkeys-section.css';

/** /parameters: the person's passkeys — add one from this device, list them, delete one. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  return (
    <div className="passkeys">
      <p className="passkeys__text">
        {t('passkeys.description')} {t('passkeys.secondFactorNote')}
      </p>
      {browserPasskeys.supported() ? <PasskeyForm /> : <p>{t('passkeys.unsupported')}</p>}
      <QueryGate queries={[passkeys]}>{() => <PasskeyList passkeys={passkeys.data!} />}</QueryGate>
    </div>
  );
}

function PasskeyList({ passkeys }: { passkeys: Passkey[] }) {
  const { t } = useTranslation();
  const revoke = useRevokePasskey();
  if (passkeys.length === 0) return <p>{t('passkeys.empty')}</p>;
  const columns: Column<Passkey>[] = [
    {
      key: 'name',
      header: t('passkeys.name'),
      priority: 'essential',
      render: (row) => (
        <span className="passkeys__name">
          {row.name}
          <span className="passkeys__added">
            {t('passkeys.addedOn', { date: localDateOf(row.createdAt) })}
          </span>
        </span>
      ),
    },
    {
      key: 'used',
      header: t('passkeys.lastUsedAt'),
      render: (row) =>
        row.lastUsedAt ? localDateOf(row.lastUsedAt, true) : t('passkeys.neverUsed'),
    },
  ];
  return <RevocableTable rows={passkeys} columns={columns} words="passkeys" revoke={revoke} />;
}
