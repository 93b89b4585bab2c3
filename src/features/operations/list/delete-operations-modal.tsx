import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useToast } from '../../../components/toast-context';
import { errorMessageKey } from '../../../lib/messages';
import { useDeleteOperations } from '../use-operations';

interface DeleteOperationsModalProps {
  ids: readonly number[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting lines in bulk (POST /api/operation/delete); a transfer goes with both legs. */
export function DeleteOperationsModal({ ids, onClose, onDeleted }: DeleteOperationsModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteOperations();
  const confirm = () =>
    remove.mutate([...ids], {
      onSuccess: (count) => {
        toast.show({ variant: 'success', message: t('operations.list.deleted', { count }) });
        onDeleted();
        onClose();
      },
      onError: (error) => {
        toast.show({ variant: 'danger', message: t(errorMessageKey(error)) });
        onClose();
      },
    });

  return (
    <ConfirmModal
      open
      danger
      title={t('operations.list.deleteTitle', { count: ids.length })}
      message={t('operations.list.deleteMessage', { count: ids.length })}
      confirmLabel={t('operations.list.deleteConfirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
