import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

/** The account creation, in the bank of the one account when there is one. */
export const secondAccountPath = (accounts: readonly AccountSummary[]) =>
  accounts[0] ? `/parameters/accounts?bankId=${accounts[0].bank.bankId}` : '/parameters/accounts';

/** A transfer needs two accounts: with fewer, the dialog says so and leads to creating one. */
export function SecondAccountNeeded({
  accounts,
  onClose,
}: {
  accounts: readonly AccountSummary[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('transferModal.new')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('transferModal.secondAccount.close')}</Button>
          <Link className="button button--primary" to={secondAccountPath(accounts)}>
            {t('transferModal.secondAccount.create')}
          </Link>
        </>
      }
    >
      <p className="modal__text">
        {t(accounts.length === 0 ? 'transferModal.noAccount' : 'transferModal.secondAccount', {
          name: accounts[0]?.name,
        })}
      </p>
    </Modal>
  );
}
