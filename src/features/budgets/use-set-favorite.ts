import { useTranslation } from 'react-i18next';
import type { BudgetDto } from '../../../contract/budgets';
import { useToast } from '../../components/toast-context';
import { statusOf } from '../../lib/api';
import { errorMessageKey } from '../../lib/messages';
import { favoriteBody, useSaveBudget } from './use-budgets';

/** Makes a budget the favourite; a refusal for want of BUDGET calls `onRefused`. */
export function useSetFavorite(onRefused: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBudget();
  return (budget: BudgetDto) =>
    save.mutate(
      { budgetId: budget.accountId, body: favoriteBody(budget) },
      {
        onSuccess: () =>
          toast.show({
            variant: 'success',
            message: t('budgets.favoriteSet', { name: budget.name }),
          }),
        onError: (error) => {
          if (statusOf(error) === 403) onRefused();
          else toast.show({ variant: 'danger', message: t(errorMessageKey(error)) });
        },
      },
    );
}
