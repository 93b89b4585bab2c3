import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';

export interface OperationModalProps {
  /** The account of a new operation (the list's). */
  accountId: number;
  /** The SIMPLE operation to edit, null for a new one. */
  operationId: number | null;
  onClose: () => void;
}

/** Placeholder until the operation modal lands (issue 9 §2). */
export function OperationModal({ onClose }: OperationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('screen.operations')} onClose={onClose}>
      {null}
    </Modal>
  );
}
