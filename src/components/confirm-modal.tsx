import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** Already translated; a node for a message with emphasis or a list. */
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (delete): the confirm button is red. */
  danger?: boolean;
  /** Disables the buttons and shows a spinner while the action runs. */
  loading?: boolean;
}

/** A yes/no question. Cancel comes first, so Enter on the opened dialog never destroys. */
export function ConfirmModal({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  danger = false,
  loading = false,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      dismissible={!loading}
      footer={
        <>
          <Button onClick={onCancel} disabled={loading}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? t('ui.confirm.ok')}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <p className="modal__text">{message}</p> : message}
    </Modal>
  );
}
