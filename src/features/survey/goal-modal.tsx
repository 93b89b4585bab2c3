import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  budgetGoalFormSchema,
  type BudgetGoalDto,
  type BudgetGoalForm,
} from '../../../contract/survey';
import { Form, FormRootError, FormSelect } from '../../components/form';
import { FormAmountField } from '../../components/form-inputs';
import { FormModal } from '../../components/form-modal';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { monthName } from '../../lib/months';
import type { GoalTarget } from './survey-table';
import { useGoals, useSaveGoal } from './use-survey';

const FORM_ID = 'survey-goal-form';
const EVERY_MONTH = '';

function goalOf(goals: readonly BudgetGoalDto[], categoryId: number, month: string) {
  const goal = goals.find((g) => g.categoryId === categoryId && (g.month ?? EVERY_MONTH) === month);
  return goal ? Math.abs(goal.amount) : null;
}

interface GoalModalProps {
  budgetId: number;
  year: number;
  target: GoalTarget;
  onClose: () => void;
}

/** Sets the goal of a category, every month or one month of the year; empty clears it. */
export function GoalModal({ budgetId, year, target, onClose }: GoalModalProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const goals = useGoals(budgetId);
  const save = useSaveGoal(budgetId);
  const form = useForm<BudgetGoalForm>({
    resolver: zodResolver(budgetGoalFormSchema),
    defaultValues: { month: EVERY_MONTH, amount: null },
  });
  const month = useWatch({ control: form.control, name: 'month' });
  const known = goals.data;
  useEffect(() => {
    if (known) form.setValue('amount', goalOf(known, target.categoryId, month));
  }, [known, month, target.categoryId, form]);

  const months = useMemo(() => {
    return [
      { value: EVERY_MONTH, label: t('survey.goal.everyMonth') },
      ...Array.from({ length: 12 }, (_, i) => ({
        value: `${year}-${String(i + 1).padStart(2, '0')}`,
        label: `${monthName(i + 1, i18n.language, { capitalised: true })} ${year}`,
      })),
    ];
  }, [i18n.language, t, year]);

  const submit = (values: BudgetGoalForm) =>
    save.mutate(
      {
        categoryId: target.categoryId,
        month: values.month === EVERY_MONTH ? null : values.month,
        amount: values.amount ? values.amount * (target.direction < 0 ? -1 : 1) : null,
      },
      {
        onSuccess: () => {
          toast.show({
            variant: 'success',
            message: t('survey.goal.saved', { name: target.name }),
          });
          onClose();
        },
        onError: (error) => applyServerError(form, error, { codes: {}, invalid: 'amount' }),
      },
    );

  return (
    <FormModal
      title={t('survey.goal.title', { name: target.name })}
      formId={FORM_ID}
      saveLabel={t('survey.goal.save')}
      saving={save.isPending}
      onCancel={onClose}
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
        <FormRootError />
        <p>{t('survey.goal.help')}</p>
        <FormSelect name="month" label={t('survey.goal.month')} options={months} />
        <FormAmountField name="amount" label={t('survey.goal.amount')} />
      </Form>
    </FormModal>
  );
}
