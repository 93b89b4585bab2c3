import { useTranslation } from 'react-i18next';
import type { CguDto } from '../../../contract/cgu';
import { MessageCode } from '../../../contract/message-codes';
import { ConfirmModal } from '../../components/confirm-modal';
import { useToast } from '../../components/toast-context';
import { messageCodeOf } from '../../lib/api';
import { errorMessageKey } from '../../lib/messages';
import { useDeleteCgu } from './use-cgu-admin';

/** Spec 002 §8: a refused deletion says why, in the admin's words. */
const DELETE_REFUSALS: Record<string, string> = {
  [MessageCode.cguDeleteAgreed]: 'admin.cgu.delete.agreed.desc',
};

interface DeleteCguModalProps {
  cgu: CguDto | null;
  onClose: () => void;
  onRefused: (key: string) => void;
}

/** Asks before deleting terms; a refusal is told by the page (onRefused). */
export function CguDeleteModal({ cgu, onClose, onRefused }: DeleteCguModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteCgu();
  const confirm = () =>
    cgu &&
    remove.mutate(cgu.idCgu, {
      onSuccess: () =>
        toast.show({ variant: 'success', message: t('admin.cgu.deleted', { name: cgu.name }) }),
      onError: (error) =>
        onRefused(DELETE_REFUSALS[messageCodeOf(error) ?? ''] ?? errorMessageKey(error)),
      onSettled: onClose,
    });
  return (
    <ConfirmModal
      open={cgu !== null}
      title={t('admin.cgu.delete.title')}
      message={t('admin.cgu.delete.message', { name: cgu?.name ?? '' })}
      confirmLabel={t('admin.cgu.delete')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
