import { useBudgets } from '../budgets/use-budgets';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EcheanceSaveBody } from '../../../contract/echeances-save';
import { useToast } from '../../components/toast-context';
import { useDiscardOnCancel } from '../../components/use-discard-on-cancel';
import { useOperationReferences } from '../operations/use-operations';
import { DeleteQuestion, EditorModal } from '../../components/operation-form/modal-parts';
import { categoryNodes } from '../../components/category-options';
import { usePayeeCreation } from '../payees/use-payees-ui';
import { choosePayee } from '../../components/operation-form/payee-defaults';
import { EcheanceFields, type EcheanceChoices } from './echeance-fields';
import {
  echeanceResolver,
  echeanceValues,
  newEcheanceValues,
  type EcheanceFormValues,
} from './echeance-form';
import {
  echeanceKeys,
  useDeleteEcheance,
  useEcheance,
  useFrequencies,
  useSaveEcheance,
} from './use-echeances';
import '../../components/operation-form/operation-modal.css';

const FORM_ID = 'echeance-form';

type View = { kind: 'form' } | { kind: 'delete' };

interface EcheanceModalProps {
  /** The plan to edit, null for a new one. */
  id: number | null;
  onClose: () => void;
}

/** The planned-operation modal (spec 001 §2): add, edit or delete a planned operation. */
export function EcheanceModal({ id, onClose }: EcheanceModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const refs = useOperationReferences();
  const frequencies = useFrequencies();
  const budgets = useBudgets();
  const loaded = useEcheance(id);
  const save = useSaveEcheance();
  const remove = useDeleteEcheance();
  const [failure, setFailure] = useState<unknown>(null);
  const [view, setView] = useState<View>({ kind: 'form' });
  const form = useForm<EcheanceFormValues, unknown, EcheanceSaveBody>({
    resolver: echeanceResolver,
    defaultValues: newEcheanceValues(),
  });
  const cancel = useDiscardOnCancel(echeanceKeys.one(id ?? 0), onClose);
  const back = () => setView({ kind: 'form' });

  useEffect(() => {
    if (loaded.data) form.reset(echeanceValues(loaded.data));
  }, [loaded.data, form]);

  const done = (message: string) => {
    toast.show({ variant: 'success', message: t(message) });
    onClose();
  };
  const editor = {
    save,
    failure,
    reload: () => void loaded.refetch(),
    submit: (body: EcheanceSaveBody) => {
      setFailure(null);
      save.mutate({ id, body }, { onSuccess: () => done('echeances.saved'), onError: setFailure });
    },
  };
  const newPayee = usePayeeCreation((payee) => choosePayee(form, payee));

  if (newPayee.modal) return newPayee.modal;
  if (view.kind === 'delete') {
    return (
      <DeleteQuestion
        title={t('echeances.delete.title', { count: 1 })}
        message={t('echeances.delete.message', { count: 1 })}
        deleting={remove.isPending}
        onConfirm={() =>
          remove.mutate(id!, {
            onSuccess: () => done('echeances.deletedOne'),
            onError: (error) => {
              setFailure(error);
              back();
            },
          })
        }
        onCancel={back}
      />
    );
  }
  const queries = [...refs.queries, frequencies, budgets, ...(id === null ? [] : [loaded])];
  return (
    <EditorModal
      title={t(id === null ? 'echeances.modal.new' : 'echeances.modal.edit')}
      formId={FORM_ID}
      form={form}
      editor={editor}
      queries={queries}
      onCancel={cancel}
      onDelete={id === null ? undefined : () => setView({ kind: 'delete' })}
    >
      {() => (
        <EcheanceFields
          choices={choicesOf(refs, frequencies.data ?? [], budgets.data ?? [])}
          onChoosePayee={(payee) => choosePayee(form, payee)}
          onCreatePayee={newPayee.start}
        />
      )}
    </EditorModal>
  );
}

type References = ReturnType<typeof useOperationReferences>;

function choicesOf(
  refs: References,
  frequencies: EcheanceChoices['frequencies'],
  budgets: EcheanceChoices['budgets'],
): EcheanceChoices {
  const tags = refs.tags.data ?? [];
  return {
    accounts: refs.accounts.data ?? [],
    frequencies,
    budgets,
    trees: {
      debit: categoryNodes(refs.trees.data!.debit),
      credit: categoryNodes(refs.trees.data!.credit),
    },
    payees: refs.payees.data ?? [],
    tags: refs.access.tags ? tags.map((tag) => ({ id: tag.tagId, name: tag.name })) : null,
    types: refs.types.data ?? [],
    allowSplit: refs.access.split,
  };
}
