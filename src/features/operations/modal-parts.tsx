import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../contract/message-codes';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { messageCodeOf } from '../../lib/api';

// Pieces the operation and transfer modals share.

/**
 * A refused save or delete (spec 001 §8): its messageCode as a warning, otherwise
 * modal.genericError with modal.genericError.desc. A stale version (412) offers to reload.
 */
export function SaveFailureAlert({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation();
  const code = messageCodeOf(error);
  if (code === MessageCode.operationVersionStale) {
    return (
      <Alert variant="warning">
        <p>{t(code)}</p>
        <Button variant="link" onClick={onReload}>
          {t('operationModal.reload')}
        </Button>
      </Alert>
    );
  }
  if (code && code !== MessageCode.internalError && i18n.exists(code)) {
    return <Alert variant="warning">{t(code)}</Alert>;
  }
  return (
    <Alert variant="danger" title={t('modal.genericError')}>
      {t('modal.genericError.desc')}
    </Alert>
  );
}

interface EditorFooterProps {
  formId: string;
  saving: boolean;
  /** Offers Delete (an existing operation). */
  onDelete?: (() => void) | undefined;
  onCancel: () => void;
}

/** Delete on the left for an existing operation, then Cancel and Save. */
export function EditorFooter({ formId, saving, onDelete, onCancel }: EditorFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {onDelete && (
        <Button variant="danger" className="operation-modal__delete" onClick={onDelete}>
          {t('operationModal.delete')}
        </Button>
      )}
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="submit" form={formId} variant="primary" loading={saving}>
        {t('operationModal.save')}
      </Button>
    </>
  );
}
