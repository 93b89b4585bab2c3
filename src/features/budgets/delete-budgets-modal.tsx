import { useTranslation } from 'react-i18next';
import type { BudgetDto } from '../../../contract/budgets';
import { ConfirmModal } from '../../components/confirm-modal';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { useDeleteBudgets } from './use-budgets';

/** Asks before deleting the budgets given (none: closed). */
export function DeleteBudgetsModal({
  budgets,
  onClose,
}: {
  budgets: readonly BudgetDto[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteBudgets();
  const count = budgets.length;
  const confirm = () =>
    remove.mutate(
      budgets.map((budget) => budget.accountId),
      {
        onSuccess: () =>
          toast.show({ variant: 'success', message: t('budgets.deleted', { count }) }),
        onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
        onSettled: onClose,
      },
    );
  return (
    <ConfirmModal
      open={count > 0}
      title={t('budgets.delete.title')}
      message={t('budgets.delete.message', { count, name: budgets[0]?.name ?? '' })}
      confirmLabel={t('budgets.delete.confirm')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
