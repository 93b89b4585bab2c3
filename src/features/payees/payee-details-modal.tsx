import { useTranslation } from 'react-i18next';
import type { PayeeDto } from '../../../contract/payees';
import { formatCentsForInput } from '../../../contract/money';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { categoryLabel, GENERIC_ERROR } from './payee-labels';
import { useRefreshPayeeOperations } from './use-payees';

type Part = PayeeDto['splitCategoriesCredit'][number];

interface DetailsProps {
  payee: PayeeDto;
  onClose: () => void;
  onEdit: () => void;
}

/** The payee details (spec 001 §2): what it holds, and applying its categories to its operations. */
export function PayeeDetailsModal({ payee, onClose, onEdit }: DetailsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshPayeeOperations();
  const apply = () =>
    refresh.mutate(payee.payeeId, {
      onSuccess: (count) =>
        toast.show({ variant: 'success', message: t('payees.refresh.done', { count }) }),
      onError: (error) =>
        toast.show({
          variant: 'danger',
          message: t(errorMessageKey(error, GENERIC_ERROR)),
        }),
    });
  const none = t('payees.details.none');
  return (
    <Modal
      open
      title={payee.name}
      onClose={onClose}
      footer={
        <>
          <Button onClick={apply} loading={refresh.isPending}>
            {t('payees.refresh')}
          </Button>
          <Button variant="primary" onClick={onEdit}>
            {t('payees.list.edit')}
          </Button>
        </>
      }
    >
      <dl className="payee-details">
        <dt>{t('payees.keywords')}</dt>
        <dd>{payee.keywords.join(', ') || none}</dd>
        <dt>{t('payees.category.debit')}</dt>
        <dd>
          {categoryLabel(payee.debitCategory, t)}
          <Parts parts={payee.splitCategoriesDebit} />
        </dd>
        <dt>{t('payees.category.credit')}</dt>
        <dd>
          {categoryLabel(payee.creditCategory, t)}
          <Parts parts={payee.splitCategoriesCredit} />
        </dd>
        <dt>{t('payees.tags')}</dt>
        <dd>{payee.tags.map((tag) => tag.name).join(', ') || none}</dd>
      </dl>
      <p className="modal__text">{t('payees.refresh.hint')}</p>
    </Modal>
  );
}

function Parts({ parts }: { parts: readonly Part[] }) {
  const { t, i18n } = useTranslation();
  if (parts.length === 0) return null;
  const share = (part: Part) =>
    part.percentage !== null
      ? `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(part.percentage)} %`
      : formatCentsForInput(part.amount, i18n.language);
  return (
    <ul className="payee-details__parts">
      {parts.map((part, index) => (
        <li key={index}>
          {categoryLabel(part.category, t)} — {share(part)}
        </li>
      ))}
    </ul>
  );
}
