import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';

export interface TransferModalProps {
  /** The account of a new transfer: its source (the list's). */
  accountId: number;
  /** A leg of the transfer to edit, null for a new one. */
  operationId: number | null;
  onClose: () => void;
}

/** Placeholder until the transfer modal lands (issue 9 §3). */
export function TransferModal({ onClose }: TransferModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('screen.operations')} onClose={onClose}>
      {null}
    </Modal>
  );
}
