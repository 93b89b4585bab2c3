import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ImportLineDto } from '../../../contract/import';
import { Form, FormRootError } from '../../components/form';
import { FormAmountField, FormDateField } from '../../components/form-inputs';
import { FormModal } from '../../components/form-modal';
import { FormCategorySelector, FormPayeeSelector } from '../../components/form-selectors';
import { QueryGate } from '../../components/query-gate';
import { applyServerError } from '../../lib/form-errors';
import { useCategoryTrees } from '../categories/use-categories';
import { categoryNodes } from '../../components/category-options';
import { usePayees } from '../payees/use-payees';
import {
  lineFormSchema,
  lineFormValues,
  toLineEdit,
  type LineFormOutput,
  type LineFormValues,
} from './line-edit-form';
import { PayeeMatchActions } from './payee-match-actions';
import { useEditLine } from './use-import';

interface LineEditModalProps {
  importId: number;
  line: ImportLineDto;
  currency: string;
  onClose: () => void;
}

/** Edits a line before it is incorporated: date, payee, category, amount. */
export function LineEditModal({ importId, line, currency, onClose }: LineEditModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const edit = useEditLine(importId);
  const trees = useCategoryTrees();
  const payees = usePayees();
  const form = useForm<LineFormValues, unknown, LineFormOutput>({
    resolver: zodResolver(lineFormSchema),
    defaultValues: lineFormValues(line),
  });
  const save = (values: LineFormOutput) =>
    edit.mutate(
      { id: line.importedOperationId, edit: toLineEdit(values) },
      { onSuccess: onClose, onError: (error) => applyServerError(form, error) },
    );
  return (
    <FormModal
      title={t('importScreen.edit.title')}
      formId={formId}
      saveLabel={t('importScreen.edit.save')}
      saving={edit.isPending}
      onCancel={onClose}
    >
      <p className="line-edit__label">{line.label}</p>
      <QueryGate queries={[trees, payees]}>
        {() => (
          <Form form={form} onSubmit={save} id={formId} className="line-edit">
            <FormRootError />
            <div className="line-edit__row">
              <FormDateField name="date" label={t('importScreen.lines.date')} />
              <FormAmountField
                name="amount"
                label={t('importScreen.lines.amount')}
                currency={currency}
                allowNegative
              />
            </div>
            <FormPayeeSelector
              name="payee"
              label={t('importScreen.lines.payee')}
              payees={payees.data!.map((payee) => ({ id: payee.payeeId, name: payee.name }))}
              allowUndefined
            />
            <CategoryField trees={trees.data!} />
            {line.payee && <PayeeMatchActions payee={line.payee} onDone={onClose} />}
          </Form>
        )}
      </QueryGate>
    </FormModal>
  );
}

type Trees = NonNullable<ReturnType<typeof useCategoryTrees>['data']>;

/** The category among the debit tree for a negative amount, else the credit tree. */
function CategoryField({ trees }: { trees: Trees }) {
  const { t } = useTranslation();
  const amount = useWatch<LineFormValues, 'amount'>({ name: 'amount' });
  const tree = categoryNodes(amount !== null && amount > 0 ? trees.credit : trees.debit);
  return (
    <FormCategorySelector name="category" label={t('importScreen.lines.category')} tree={tree} />
  );
}
