import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OperationKind } from '../../../../contract/operations';
import type { PayeeDto } from '../../../../contract/payees';
import { useDiscardOnCancel } from '../../../components/use-discard-on-cancel';
import { PayeeModal } from '../../payees/use-payees-ui';
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
import { formatPayeeName } from '../operations-api';
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

/** What the modal shows: the form, the payee modal for a new name, or the delete question. One
 *  dialog at a time (spec 001 §2); the form's values wait meanwhile. */
type View = { kind: 'form' } | { kind: 'payee'; name: string } | { kind: 'delete' };

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

  const createPayee = async (typed: string) => {
    const name = typed ? await formatPayeeName(typed).catch(() => typed) : '';
    setView({ kind: 'payee', name: name || typed });
  };

  if (view.kind === 'payee') {
    return (
      <PayeeModal
        payee={null}
        initialName={view.name}
        onClose={back}
        onSaved={(payee: PayeeDto) => choosePayee(form, payee)}
      />
    );
  }
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
          onCreatePayee={(typed) => void createPayee(typed)}
        />
      )}
    </EditorModal>
  );
}
