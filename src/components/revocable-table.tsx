import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../lib/messages';
import { Button } from './button';
import { ConfirmModal } from './confirm-modal';
import { Table, type Column } from './table';
import { useToast } from './toast-context';

interface Revocable {
  id: number;
  name: string;
}

interface RevocableTableProps<T extends Revocable> {
  rows: T[];
  /** The columns before the last one, which revokes. */
  columns: Column<T>[];
  /**
   * The prefix of the words: `<words>.list` (caption), `.actions`, `.revoke`, `.revoke.named`,
   * `.revoke.title`, `.revoke.message` (with the name) and `.revoked` (the toast).
   */
  words: string;
  revoke: UseMutationResult<unknown, unknown, number>;
}

/** A list of named credentials (tokens, passkeys), each revoked after a confirmation. */
export function RevocableTable<T extends Revocable>({
  rows,
  columns,
  words,
  revoke,
}: RevocableTableProps<T>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [revoking, setRevoking] = useState<T | null>(null);
  const confirm = (row: T) =>
    revoke.mutate(row.id, {
      onSuccess: () => toast.show({ variant: 'success', message: t(`${words}.revoked`) }),
      onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      onSettled: () => setRevoking(null),
    });
  const revokeColumn: Column<T> = {
    key: 'revoke',
    header: t(`${words}.actions`),
    priority: 'essential',
    render: (row) => (
      <Button
        variant="danger"
        aria-label={t(`${words}.revoke.named`, { name: row.name })}
        onClick={() => setRevoking(row)}
      >
        {t(`${words}.revoke`)}
      </Button>
    ),
  };
  return (
    <>
      <Table
        caption={t(`${words}.list`)}
        columns={[...columns, revokeColumn]}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        smallScreen="stack"
      />
      <ConfirmModal
        open={revoking !== null}
        title={t(`${words}.revoke.title`)}
        message={t(`${words}.revoke.message`, { name: revoking?.name ?? '' })}
        confirmLabel={t(`${words}.revoke`)}
        danger
        loading={revoke.isPending}
        onConfirm={() => revoking && confirm(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
