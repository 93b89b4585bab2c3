import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  bankSaveSchema,
  type BankDto,
  type BankNameDto,
  type BankSaveRequest,
} from '../../../contract/banks';
import { MessageCode } from '../../../contract/message-codes';
import { Form, FormRootError, FormTextField } from '../../components/form';
import { useControlledField } from '../../components/form-inputs';
import { FormModal } from '../../components/form-modal';
import { Select } from '../../components/select';
import { useToast } from '../../components/toast-context';
import { useDiscardOnCancel } from '../../components/use-discard-on-cancel';
import { applyServerError } from '../../lib/form-errors';
import { bankKeys, useSaveBank } from './use-banks';

type BankForm = z.input<typeof bankSaveSchema>;

const FORM_ID = 'bank-form';

interface BankModalProps {
  /** The bank edited; null adds one. */
  bank: BankDto | null;
  bankNames: readonly BankNameDto[];
  onClose: () => void;
}

/**
 * Adds or renames a bank: a name of the reference list (kept by its bankNameId, so imports and
 * the aggregator recognise it), or any other name typed freely. Mounted while open.
 */
export function BankModal({ bank, bankNames, onClose }: BankModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBank();
  const form = useForm<BankForm, unknown, BankSaveRequest>({
    resolver: zodResolver(bankSaveSchema),
    defaultValues: { name: bank?.name ?? '', bankNameId: bank?.bankNameId ?? null },
  });
  const cancel = useDiscardOnCancel(bankKeys.list(), onClose);
  const submit = (request: BankSaveRequest) =>
    save.mutate(
      { bankId: bank?.bankId ?? null, bank: request },
      {
        onSuccess: () => {
          toast.show({ variant: 'success', message: t('bank.saved', { name: request.name }) });
          onClose();
        },
        onError: (error) =>
          applyServerError(form, error, { codes: { [MessageCode.bankNameRequired]: 'name' } }),
      },
    );

  return (
    <FormModal
      title={t(bank ? 'bank.modal.edit' : 'bank.modal.add')}
      formId={FORM_ID}
      saveLabel={t('bank.modal.save')}
      saving={save.isPending}
      onCancel={cancel}
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
        <FormRootError />
        <BankNameFields bankNames={bankNames} />
      </Form>
    </FormModal>
  );
}

/** The reference list, its last choice being a name of one's own, typed in a second field. */
function BankNameFields({ bankNames }: { bankNames: readonly BankNameDto[] }) {
  const { t } = useTranslation();
  const { value: bankNameId, onChange, ...field } = useControlledField<number | null>('bankNameId');
  const { setValue } = useFormContext<BankForm>();
  const choose = (value: string) => {
    const picked = bankNames.find((name) => String(name.bankNameId) === value);
    onChange(picked ? picked.bankNameId : null);
    setValue('name', picked?.name ?? '');
  };
  return (
    <>
      <Select
        label={t('bank.field.bankName')}
        options={[
          ...bankNames.map((name) => ({ value: String(name.bankNameId), label: name.name })),
          { value: '', label: t('bank.field.bankName.other') },
        ]}
        {...field}
        value={bankNameId == null ? '' : String(bankNameId)}
        onChange={(event) => choose(event.target.value)}
      />
      {bankNameId == null && (
        <FormTextField name="name" label={t('bank.field.name')} autoComplete="organization" />
      )}
    </>
  );
}
