import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../contract/dates';
import type { OperationDto } from '../../../contract/operations-dto';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { QueryGate } from '../../components/query-gate';
import { Table, type Column } from '../../components/table';
import type { CategoryOperationsParams } from './analysis-api';
import { useCategoryOperations, useMoney } from './use-analysis';

interface CategoryOperationsModalProps {
  title: string;
  params: CategoryOperationsParams;
  currency: string;
  onEdit: (operation: OperationDto) => void;
  onClose: () => void;
}

/** The operations of a category and its children, or of no category (002 §2). */
export function CategoryOperationsModal({
  title,
  params,
  currency,
  onEdit,
  onClose,
}: CategoryOperationsModalProps) {
  const { t } = useTranslation();
  const operations = useCategoryOperations(params);
  const { cents } = useMoney(currency);
  const columns: Column<OperationDto>[] = [
    {
      key: 'edit',
      header: t('analysis.details.edit'),
      render: (op) => (
        <Button
          variant="link"
          onClick={() => onEdit(op)}
          aria-label={t('analysis.details.editOne', { payee: op.payee.name })}
        >
          ✎
        </Button>
      ),
    },
    {
      key: 'date',
      header: t('analysis.details.date'),
      render: (op) => formatIsoDate(op.date, false),
    },
    { key: 'payee', header: t('analysis.details.payee'), render: (op) => op.payee.name },
    {
      key: 'category',
      header: t('analysis.details.category'),
      render: (op) =>
        op.splitOperations.length > 1
          ? op.splitOperations.map((part) => part.category.name).join(', ')
          : op.category.name || t('category.undefined'),
    },
    {
      key: 'amount',
      header: t('analysis.details.amount'),
      align: 'end',
      render: (op) => cents(op.amount),
    },
  ];
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('analysis.details.close')}</Button>}
    >
      <QueryGate queries={[operations]}>
        {() =>
          operations.data!.length === 0 ? (
            <p>{t('analysis.details.none')}</p>
          ) : (
            <Table
              caption={title}
              captionHidden
              columns={columns}
              rows={operations.data!}
              rowKey={(op) => op.operationId}
              smallScreen="stack"
            />
          )
        }
      </QueryGate>
    </Modal>
  );
}
