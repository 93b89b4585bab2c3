import { useTranslation } from 'react-i18next';
import type { PayeeDto } from '../../../contract/payees';
import { ConfirmModal } from '../../components/confirm-modal';
import { useToast } from '../../components/toast-context';
import { useDeletePayees, usePayeesHaveOperations, type DeleteFailure } from './use-payees';

interface DeletePayeesModalProps {
  payees: readonly PayeeDto[];
  onClose: () => void;
  onFailures: (failures: DeleteFailure[]) => void;
}

/** Confirms deleting the selected payees; says when operations use them (they keep no payee). */
export function DeletePayeesModal({ payees, onClose, onFailures }: DeletePayeesModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const used = usePayeesHaveOperations(payees.map((payee) => payee.payeeId));
  const remove = useDeletePayees();
  const confirm = () =>
    remove.mutate(payees, {
      onSuccess: (failures) => {
        const deleted = payees.length - failures.length;
        if (deleted > 0)
          toast.show({ variant: 'success', message: t('payees.deleted', { count: deleted }) });
        onFailures(failures);
        onClose();
      },
    });
  const names = payees.map((payee) => payee.name).join(', ');
  return (
    <ConfirmModal
      open
      title={t('payees.delete.title', { count: payees.length })}
      message={
        <>
          <p className="modal__text">
            {t('payees.delete.message', { count: payees.length, names })}
          </p>
          {used.data && <p className="modal__text">{t('payees.delete.usedByOperations')}</p>}
        </>
      }
      confirmLabel={t('payees.delete.confirm')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
