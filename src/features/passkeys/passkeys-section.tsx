import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, toIsoDate } from '../../../contract/dates';
import type { Passkey } from '../../../contract/passkeys';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { QueryGate } from '../../components/query-gate';
import { Table, type Column } from '../../components/table';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { browserPasskeys } from '../../lib/webauthn';
import { PasskeyForm } from './passkey-form';
import { usePasskeys, useRevokePasskey } from './use-passkeys';
import './passkeys-section.css';

/** A date where the person is; with the time to the minute for the last use. */
function dateOf(iso: string, withTime = false): string {
  const date = new Date(iso);
  const day = formatIsoDate(toIsoDate(date), false);
  if (!withTime) return day;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

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
  const toast = useToast();
  const revoke = useRevokePasskey();
  const [revoking, setRevoking] = useState<Passkey | null>(null);
  if (passkeys.length === 0) return <p>{t('passkeys.empty')}</p>;
  const confirm = (passkey: Passkey) =>
    revoke.mutate(passkey.id, {
      onSuccess: () => toast.show({ variant: 'success', message: t('passkeys.revoked') }),
      onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      onSettled: () => setRevoking(null),
    });
  const columns: Column<Passkey>[] = [
    {
      key: 'name',
      header: t('passkeys.name'),
      priority: 'essential',
      render: (row) => (
        <span className="passkeys__name">
          {row.name}
          <span className="passkeys__added">
            {t('passkeys.addedOn', { date: dateOf(row.createdAt) })}
          </span>
        </span>
      ),
    },
    {
      key: 'used',
      header: t('passkeys.lastUsedAt'),
      render: (row) => (row.lastUsedAt ? dateOf(row.lastUsedAt, true) : t('passkeys.neverUsed')),
    },
    {
      key: 'revoke',
      header: t('passkeys.actions'),
      priority: 'essential',
      render: (row) => (
        <Button
          variant="danger"
          aria-label={t('passkeys.revoke.named', { name: row.name })}
          onClick={() => setRevoking(row)}
        >
          {t('passkeys.revoke')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table
        caption={t('passkeys.list')}
        columns={columns}
        rows={passkeys}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        smallScreen="stack"
      />
      <ConfirmModal
        open={revoking !== null}
        title={t('passkeys.revoke.title')}
        message={t('passkeys.revoke.message', { name: revoking?.name ?? '' })}
        confirmLabel={t('passkeys.revoke')}
        danger
        loading={revoke.isPending}
        onConfirm={() => revoking && confirm(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
