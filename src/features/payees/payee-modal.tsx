import i18n from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../contract/message-codes';
import type { PayeeDto } from '../../../contract/payees';
import { categoryNodes } from '../../components/category-options';
import { Form, FormRootError, FormTextField } from '../../components/form';
import { FormModal } from '../../components/form-modal';
import { QueryGate } from '../../components/query-gate';
import type { TagChoice } from '../../components/tag-picker';
import { useToast } from '../../components/toast-context';
import { useDiscardOnCancel } from '../../components/use-discard-on-cancel';
import { messageCodeOf } from '../../lib/api';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';
import { useTags } from '../tags/use-tags';
import {
  newPayeeValues,
  payeeResolver,
  payeeValues,
  type PayeeFormValues,
  type PayeeSaveBody,
} from './payee-form';
import { GENERIC_ERROR } from './payee-labels';
import { CategoriesError, KeywordsField, PayeeTagsField } from './payee-form-fields';
import { PayeeSideFields } from './payee-side-fields';
import { useCategoryTrees } from '../categories/use-categories';
import { useSavePayee, payeeKeys } from './use-payees';
import { usePayeeAccess } from './use-payee-access';
import './payee-modal.css';

const FORM_ID = 'payee-form';

/**
 * Spec 001 §8: a refused save shows its messageCode under the name (any code we can word, such
 * as payee.alreadyExist), otherwise modal.genericError.desc above the form.
 */
function payeeErrors(error: unknown): ServerErrorMap<'name'> {
  const code = messageCodeOf(error);
  const worded = code && code !== MessageCode.internalError && i18n.exists(code);
  return { codes: worded ? { [code]: 'name' } : {}, shown: [], fallback: GENERIC_ERROR };
}

interface PayeeModalProps {
  /** The payee to edit, or null for a new one. */
  payee: PayeeDto | null;
  /** A new payee's name, typed in a payee selector. */
  initialName?: string;
  onClose: () => void;
  onSaved?: (payee: PayeeDto) => void;
}

/** The payee modal (spec 001 §2): add or edit a payee. */
export function PayeeModal({ payee, initialName, onClose, onSaved }: PayeeModalProps) {
  const { t } = useTranslation();
  const access = usePayeeAccess();
  const trees = useCategoryTrees();
  const tags = useTags({ enabled: access.tags });
  const cancel = useDiscardOnCancel(payeeKeys.all, onClose);
  const save = useSavePayee();
  const queries = access.tags ? [trees, tags] : [trees];
  return (
    <FormModal
      title={t(payee ? 'payees.modal.edit' : 'payees.modal.add')}
      formId={FORM_ID}
      saveLabel={t('payees.modal.save')}
      saving={save.isPending}
      onCancel={cancel}
    >
      <QueryGate queries={queries}>
        {() => (
          <PayeeForm
            payee={payee}
            save={save}
            initialName={initialName}
            credit={categoryNodes(trees.data!.credit)}
            debit={categoryNodes(trees.data!.debit)}
            allowSplit={access.split}
            tags={
              access.tags
                ? (tags.data ?? []).map((tag) => ({ id: tag.tagId, name: tag.name }))
                : null
            }
            onSaved={(saved) => {
              onSaved?.(saved);
              onClose();
            }}
          />
        )}
      </QueryGate>
    </FormModal>
  );
}

interface PayeeFormProps {
  payee: PayeeDto | null;
  save: ReturnType<typeof useSavePayee>;
  initialName: string | undefined;
  credit: ReturnType<typeof categoryNodes>;
  debit: ReturnType<typeof categoryNodes>;
  allowSplit: boolean;
  tags: TagChoice[] | null;
  onSaved: (payee: PayeeDto) => void;
}

function PayeeForm({
  payee,
  save,
  initialName,
  credit,
  debit,
  allowSplit,
  tags,
  onSaved,
}: PayeeFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm<PayeeFormValues, unknown, PayeeSaveBody>({
    resolver: payeeResolver,
    defaultValues: payee ? payeeValues(payee) : newPayeeValues(initialName),
  });
  const submit = (request: PayeeSaveBody) =>
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.show({ variant: 'success', message: t('payees.saved', { name: saved.name }) });
        onSaved(saved);
      },
      onError: (error) => applyServerError(form, error, payeeErrors(error)),
    });

  return (
    <Form form={form} onSubmit={submit} id={FORM_ID} className="payee-form">
      <FormRootError />
      <FormTextField name="name" label={t('payees.name')} autoComplete="off" />
      <KeywordsField payeeId={payee?.payeeId ?? null} />
      <p className="modal__text">{t('payees.categories.why')}</p>
      <div className="payee-form__sides">
        <PayeeSideFields side="debit" tree={debit} allowSplit={allowSplit} tags={tags} />
        <PayeeSideFields side="credit" tree={credit} allowSplit={allowSplit} tags={tags} />
      </div>
      <CategoriesError />
      {tags && <PayeeTagsField tags={tags} />}
    </Form>
  );
}
