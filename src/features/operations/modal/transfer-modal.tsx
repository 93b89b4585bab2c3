import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import { OperationKind } from '../../../../contract/operations';
import { useDiscardOnCancel } from '../../../components/use-discard-on-cancel';
import { categoryNodes } from '../../../components/category-options';
import { DeleteQuestion, EditorModal } from '../../../components/operation-form/modal-parts';
import { useOperationEditor } from './operation-editor';
import { TransferFields, type TransferChoices } from './transfer-fields';
import {
  newTransferValues,
  transferResolver,
  transferValues,
  type TransferFormValues,
  type TransferSaveBody,
} from './transfer-form';
import { operationKeys, useOperationReferences } from '../use-operations';
import { SecondAccountNeeded } from './second-account-needed';
import '../../../components/operation-form/operation-modal.css';

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
 * The transfer modal (spec 001 §2): two linked operations created, edited and
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

  if (operationId === null && refs.accounts.data && accounts.length < 2) {
    return <SecondAccountNeeded accounts={accounts} onClose={onClose} />;
  }
  if (confirming) {
    return (
      <DeleteQuestion
        title={t('transferModal.delete.title')}
        message={t('transferModal.delete.message')}
        deleting={editor.remove.isPending}
        onConfirm={() => editor.deleteIt(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    );
  }
  return (
    <EditorModal
      title={t(operationId === null ? 'transferModal.new' : 'transferModal.edit')}
      formId={FORM_ID}
      form={form}
      editor={editor}
      queries={operationId === null ? refs.queries : [...refs.queries, editor.loaded]}
      onCancel={cancel}
      onDelete={operationId === null ? undefined : () => setConfirming(true)}
    >
      {() => <TransferFields choices={choicesOf(refs)} />}
    </EditorModal>
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
