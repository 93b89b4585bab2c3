import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

interface FormModalProps {
  title: string;
  /** The id of the form inside, which the save button submits. */
  formId: string;
  saveLabel: string;
  saving: boolean;
  onCancel: () => void;
  open?: boolean;
  children: ReactNode;
}

/** A modal holding one form: Cancel, then the save button that submits it. */
export function FormModal({
  title,
  formId,
  saveLabel,
  saving,
  onCancel,
  open = true,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {saveLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
