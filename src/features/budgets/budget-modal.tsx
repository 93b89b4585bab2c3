import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { budgetSaveSchema, type BudgetDto } from '../../../contract/budgets';
import { toIsoDate } from '../../../contract/dates';
import { FormCheckboxGroup } from '../../components/form-choices';
import { Form, FormTextField } from '../../components/form';
import { FormDateField } from '../../components/form-inputs';
import { FormModal } from '../../components/form-modal';
import { useToast } from '../../components/toast-context';
import { useDiscardOnCancel } from '../../components/use-discard-on-cancel';
import { useAccountChoices } from '../settings/use-settings';
import { SaveFailure } from './save-failure';
import { budgetKeys, useSaveBudget } from './use-budgets';

/** The contract's schema, the accounts coming from checkboxes as id strings. */
const budgetFormSchema = budgetSaveSchema.extend({
  accounts: z.preprocess(
    (ids) => (Array.isArray(ids) ? ids.map((id) => ({ accountId: Number(id) })) : ids),
    budgetSaveSchema.shape.accounts,
  ),
});

const FORM_ID = 'budget-form';

/** New budgets start on 1 January of this year, as new planned operations do (spec 001 §9). */
const firstOfYear = () => toIsoDate(new Date(new Date().getFullYear(), 0, 1));

/** Adds a budget (budget null) or edits one: name, start date, accounts (spec 001 §5). */
export function BudgetModal({
  budget,
  onClose,
}: {
  budget: BudgetDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBudget();
  const accounts = useAccountChoices();
  const cancel = useDiscardOnCancel(budgetKeys.all, onClose);
  const form = useForm<
    z.input<typeof budgetFormSchema>,
    unknown,
    z.output<typeof budgetFormSchema>
  >({
    resolver: zodResolver(budgetFormSchema),
    defaultValues: {
      name: budget?.name ?? '',
      startDate: budget?.startDate ?? firstOfYear(),
      accounts: budget?.accounts.map(({ accountId }) => String(accountId)) ?? [],
      favorite: budget?.favorite ?? false,
    },
  });
  const submit = (body: z.output<typeof budgetFormSchema>) =>
    save.mutate(
      {
        budgetId: budget?.accountId ?? null,
        body: { ...body, accounts: body.accounts.map((accountId) => ({ accountId })) },
      },
      {
        onSuccess: (saved) => {
          toast.show({ variant: 'success', message: t('budgets.saved', { name: saved.name }) });
          onClose();
        },
      },
    );
  const choices = (accounts.data ?? []).map((account) => ({
    value: String(account.accountId),
    label: `${account.bank.name} - ${account.name}`,
  }));

  return (
    <FormModal
      title={t(budget ? 'budgets.modal.edit' : 'budgets.modal.add')}
      formId={FORM_ID}
      saveLabel={t('budgets.modal.save')}
      saving={save.isPending}
      onCancel={cancel}
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
        {save.isError && <SaveFailure error={save.error} />}
        <FormTextField name="name" label={t('budgets.modal.name')} autoComplete="off" />
        <FormDateField name="startDate" label={t('budgets.modal.startDate')} />
        <FormCheckboxGroup name="accounts" legend={t('budgets.modal.accounts')} choices={choices} />
      </Form>
    </FormModal>
  );
}
