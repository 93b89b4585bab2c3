import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../contract/accounts-summary';
import { OperationKind } from '../../../contract/operations';
import { ConfirmModal } from '../../components/confirm-modal';
import { Form } from '../../components/form';
import { Modal } from '../../components/modal';
import { QueryGate } from '../../components/query-gate';
import { useDiscardOnCancel } from '../../components/use-discard-on-cancel';
import { categoryNodes } from '../payees/payee-form';
import { EditorFooter, SaveFailureAlert } from './modal-parts';
import { useOperationEditor } from './operation-editor';
import { TransferFields, type TransferChoices } from './transfer-fields';
import {
  newTransferValues,
  transferResolver,
  transferValues,
  type TransferFormValues,
  type TransferSaveBody,
} from './transfer-form';
import { operationKeys, useOperationReferences } from './use-operations';
import './operation-modal.css';

const FORM_ID = 'transfer-form';
const NO_ACCOUNTS: AccountSummary[] = [];

export interface TransferModalProps {
  /** The account of a new transfer: its source (the list's). */
  accountId: number;
  /** A leg of the transfer to edit, null for a new one. */
  operationId: number | null;
  onClose: () => void;
}

/**
 * The transfer modal (spec 001 §2, issue 9 §3): two linked operations created, edited and
 * deleted together; the amount received is asked when the two currencies differ.
 */
export function TransferModal({ accountId, operationId, onClose }: TransferModalProps) {
  const { t } = useTranslation();
  const refs = useOperationReferences();
  const accounts = refs.accounts.data ?? NO_ACCOUNTS;
  // useForm takes the resolver of each render: the rule knows the accounts once they arrive.
  const resolver = useMemo(() => transferResolver(accounts), [accounts]);
  const form = useForm<TransferFormValues, unknown, TransferSaveBody>({
    resolver,
    defaultValues: newTransferValues(accountId),
  });
  const editor = useOperationEditor({
    kind: OperationKind.transfer,
    id: operationId,
    form,
    valuesOf: transferValues,
    onClose,
  });
  const key = operationKeys.one(OperationKind.transfer, operationId ?? 0);
  const cancel = useDiscardOnCancel(key, onClose);
  const [confirming, setConfirming] = useState(false);

  if (confirming) {
    return (
      <ConfirmModal
        open
        danger
        title={t('transferModal.delete.title')}
        message={t('transferModal.delete.message')}
        confirmLabel={t('operationModal.delete')}
        loading={editor.remove.isPending}
        onConfirm={() => editor.deleteIt(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    );
  }
  const queries = operationId === null ? refs.queries : [...refs.queries, editor.loaded];
  return (
    <Modal
      open
      title={t(operationId === null ? 'transferModal.new' : 'transferModal.edit')}
      onClose={cancel}
      footer={
        <EditorFooter
          formId={FORM_ID}
          saving={editor.save.isPending}
          onCancel={cancel}
          onDelete={operationId === null ? undefined : () => setConfirming(true)}
        />
      }
    >
      <QueryGate queries={queries}>
        {() => (
          <Form form={form} onSubmit={editor.submit} id={FORM_ID} className="operation-form">
            {editor.failure !== null && (
              <SaveFailureAlert error={editor.failure} onReload={editor.reload} />
            )}
            <TransferFields choices={choicesOf(refs)} />
          </Form>
        )}
      </QueryGate>
    </Modal>
  );
}

function choicesOf(refs: ReturnType<typeof useOperationReferences>): TransferChoices {
  const tags = refs.tags.data ?? [];
  return {
    accounts: refs.accounts.data ?? [],
    tree: categoryNodes(refs.trees.data!.debit),
    payees: (refs.payees.data ?? []).map((payee) => ({ id: payee.payeeId, name: payee.name })),
    tags: refs.access.tags ? tags.map((tag) => ({ id: tag.tagId, name: tag.name })) : null,
    types: refs.types.data ?? [],
  };
}
