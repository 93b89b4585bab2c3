import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OperationKind } from '../../../../contract/operations';
import { useDiscardOnCancel } from '../../../components/use-discard-on-cancel';
import { usePayeeCreation } from '../../payees/use-payees-ui';
import { OperationBody } from './operation-body';
import {
  newOperationValues,
  operationResolver,
  operationValues,
  type OperationFormValues,
  type OperationSaveBody,
} from '../../../components/operation-form/operation-form';
import { useOperationEditor } from './operation-editor';
import { DeleteQuestion, EditorModal } from '../../../components/operation-form/modal-parts';
import { choosePayee } from '../../../components/operation-form/payee-defaults';
import { operationKeys, useOperationReferences } from '../use-operations';
import '../../../components/operation-form/operation-modal.css';

const FORM_ID = 'operation-form';

export interface OperationModalProps {
  /** The account of a new operation (the list's). */
  accountId: number;
  /** The SIMPLE operation to edit, null for a new one. */
  operationId: number | null;
  onClose: () => void;
}

/** What the modal shows: the form or the delete question. One dialog at a time (spec 001 §2); the
 *  form's values wait meanwhile. */
type View = { kind: 'form' } | { kind: 'delete' };

/** The operation modal (spec 001 §2): add, edit or delete a simple operation. */
export function OperationModal({ accountId, operationId, onClose }: OperationModalProps) {
  const { t } = useTranslation();
  const refs = useOperationReferences();
  const form = useForm<OperationFormValues, unknown, OperationSaveBody>({
    resolver: operationResolver,
    defaultValues: newOperationValues(accountId),
  });
  const editor = useOperationEditor({
    kind: OperationKind.simple,
    id: operationId,
    form,
    valuesOf: operationValues,
    onClose,
  });
  const cancel = useDiscardOnCancel(
    operationKeys.one(OperationKind.simple, operationId ?? 0),
    onClose,
  );
  const [view, setView] = useState<View>({ kind: 'form' });
  const back = () => setView({ kind: 'form' });

  const newPayee = usePayeeCreation((payee) => choosePayee(form, payee));

  if (newPayee.modal) return newPayee.modal;
  if (view.kind === 'delete') {
    return (
      <DeleteQuestion
        title={t('operationModal.delete.title')}
        message={t('operationModal.delete.message')}
        deleting={editor.remove.isPending}
        onConfirm={() => editor.deleteIt(back)}
        onCancel={back}
      />
    );
  }
  return (
    <EditorModal
      title={t(operationId === null ? 'operationModal.new' : 'operationModal.edit')}
      formId={FORM_ID}
      form={form}
      editor={editor}
      queries={operationId === null ? refs.queries : [...refs.queries, editor.loaded]}
      onCancel={cancel}
      onDelete={operationId === null ? undefined : () => setView({ kind: 'delete' })}
    >
      {() => (
        <OperationBody
          refs={refs}
          onChoosePayee={(payee) => choosePayee(form, payee)}
          onCreatePayee={newPayee.start}
        />
      )}
    </EditorModal>
  );
}
