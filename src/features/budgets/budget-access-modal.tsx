import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageCode } from '../../../contract/message-codes';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

/** Deleting and choosing the favourite need the BUDGET functionality (spec 001 §6). */
export function BudgetAccessModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('budgets.access.title')}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('budgets.access.ok')}
        </Button>
      }
    >
      <p>{t(MessageCode.forbidden)}</p>
      <p>
        <Link to="/parameters/versions">{t('budgets.access.versions')}</Link>
      </p>
    </Modal>
  );
}
