import { useTranslation } from 'react-i18next';
import type { BankDto } from '../../../contract/banks';
import { ForcedDeleteModal } from '../../components/forced-delete-modal';
import { useDeleteBank } from './use-banks';

/** Deleting a bank deletes its accounts, under the account rules (the spec omits the endpoint). */
export function BankDeleteModal({ bank, onClose }: { bank: BankDto; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteBank();
  const { bankId, name } = bank;
  const accounts = bank.accounts.length;
  return (
    <ForcedDeleteModal
      texts={{
        title: t('bank.delete.title'),
        question: t(accounts > 0 ? 'bank.delete.withAccounts' : 'bank.delete.question', {
          name,
          count: accounts,
        }),
        forceQuestion: (count) => t('bank.delete.notEmpty', { name, count }),
        done: t('bank.deleted', { name }),
      }}
      remove={(force) => remove.mutateAsync({ bankId, force })}
      onClose={onClose}
    />
  );
}
