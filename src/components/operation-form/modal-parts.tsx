import type { UseQueryResult } from '@tanstack/react-query';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../contract/message-codes';
import { Alert } from '../alert';
import { Button } from '../button';
import { ConfirmModal } from '../confirm-modal';
import { Form } from '../form';
import { Modal } from '../modal';
import { QueryGate } from '../query-gate';
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

interface EditorModalProps<T extends FieldValues, Parsed extends FieldValues> {
  title: string;
  formId: string;
  form: UseFormReturn<T, unknown, Parsed>;
  /** What useOperationEditor gives: the save, its failure, the reload after a 412, the submit. */
  editor: {
    save: { isPending: boolean };
    failure: unknown;
    reload: () => void;
    submit: SubmitHandler<Parsed>;
  };
  /** Shown once they have all answered. */
  queries: readonly UseQueryResult[];
  onCancel: () => void;
  /** Offers Delete (an existing operation). */
  onDelete?: (() => void) | undefined;
  /** The fields, made once the queries have answered. */
  children: () => ReactNode;
}

/** The dialog around an operation's or a transfer's form: failure, fields, footer. */
export function EditorModal<T extends FieldValues, Parsed extends FieldValues>(
  props: EditorModalProps<T, Parsed>,
) {
  const { editor } = props;
  return (
    <Modal
      open
      title={props.title}
      onClose={props.onCancel}
      footer={
        <EditorFooter
          formId={props.formId}
          saving={editor.save.isPending}
          onCancel={props.onCancel}
          onDelete={props.onDelete}
        />
      }
    >
      <QueryGate queries={props.queries}>
        {() => (
          <Form
            form={props.form}
            onSubmit={editor.submit}
            id={props.formId}
            className="operation-form"
          >
            {editor.failure !== null && (
              <SaveFailureAlert error={editor.failure} onReload={editor.reload} />
            )}
            {props.children()}
          </Form>
        )}
      </QueryGate>
    </Modal>
  );
}

interface DeleteQuestionProps {
  title: string;
  message: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting an operation or a transfer. */
export function DeleteQuestion({
  title,
  message,
  deleting,
  onConfirm,
  onCancel,
}: DeleteQuestionProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      open
      danger
      title={title}
      message={message}
      confirmLabel={t('operationModal.delete')}
      loading={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
