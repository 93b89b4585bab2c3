import { useTranslation } from 'react-i18next';
import type { AccountDto } from '../../../contract/account-dtos';
import { ForcedDeleteModal } from '../../components/forced-delete-modal';
import { useDeleteAccount } from './use-accounts';

/** Deleting an account: refused for the main account, forced after telling its operations. */
export function AccountDeleteModal({
  account,
  onClose,
}: {
  account: AccountDto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const { accountId, name } = account;
  return (
    <ForcedDeleteModal
      texts={{
        title: t('account.delete.title'),
        question: t('account.delete.question', { name }),
        forceQuestion: (count) => t('account.delete.notEmpty', { name, count }),
        done: t('account.deleted', { name }),
      }}
      remove={(force) => remove.mutateAsync({ accountId, force })}
      onClose={onClose}
    />
  );
}
