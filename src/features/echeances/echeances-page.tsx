import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EcheanceDto } from '../../../contract/echeances-dto';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { EcheanceModal } from './echeance-modal';
import { EcheancesList } from './echeances-list';
import { useDeleteEcheances, useEcheances } from './use-echeances';
import '../../components/parameters-list.css';
import './echeances.css';

type Editing = { id: number | null } | null;

/** /previsionnel/operations (spec 001 §2): the planned operations, add, edit, bulk delete. */
export default function EcheancesPage() {
  const { t } = useTranslation();
  const echeances = useEcheances();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EcheanceDto[]>([]);
  return (
    <>
      <PageHeader
        title={t('screen.previsionnel.operations')}
        description={t('echeances.description')}
        actions={
          <Button variant="primary" onClick={() => setEditing({ id: null })}>
            {t('echeances.add')}
          </Button>
        }
      />
      <QueryGate queries={[echeances]}>
        {() =>
          echeances.data!.length === 0 ? (
            <EmptyState title={t('echeances.empty')} />
          ) : (
            <EcheancesList
              echeances={echeances.data!}
              onEdit={(echeance) => setEditing({ id: echeance.idEcheance })}
              onDelete={setDeleting}
            />
          )
        }
      </QueryGate>
      {editing && <EcheanceModal id={editing.id} onClose={() => setEditing(null)} />}
      <DeleteEcheancesModal echeances={deleting} onClose={() => setDeleting([])} />
    </>
  );
}

function DeleteEcheancesModal({
  echeances,
  onClose,
}: {
  echeances: EcheanceDto[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteEcheances();
  const count = echeances.length;
  const confirm = () =>
    remove.mutate(
      echeances.map((echeance) => echeance.idEcheance),
      {
        onSuccess: () =>
          toast.show({ variant: 'success', message: t('echeances.deleted', { count }) }),
        onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
        onSettled: onClose,
      },
    );
  return (
    <ConfirmModal
      open={count > 0}
      title={t('echeances.delete.title', { count })}
      message={t('echeances.delete.message', { count })}
      confirmLabel={t('echeances.delete.confirm')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
