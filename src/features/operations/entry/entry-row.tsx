import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import { Button } from '../../../components/button';
import { categoryNodes } from '../../../components/category-options';
import { CategorySelector } from '../../../components/category-selector';
import { FormTextField } from '../../../components/form';
import { useControlledField } from '../../../components/form-inputs';
import { choosePayee } from '../../../components/operation-form/payee-defaults';
import { PayeeField } from '../../../components/operation-form/payee-field';
import { FollowedDateField } from '../../../components/operation-form/shared-fields';
import type { OperationFormValues } from '../../../components/operation-form/operation-form';
import { errorMessageKey } from '../../../lib/messages';
import { useOperationReferences } from '../use-operations';
import { EntryAmountField } from './entry-amount-field';
import { useEntryRow, type EntryStatus } from './use-entry-row';
import './entry-row.css';

interface EntryRowProps {
  account: AccountSummary;
  defaultDate: string;
}

/**
 * The line above the list where a simple operation is typed like in a spreadsheet: date, payee,
 * amount, category, memo, and Enter saves it. Splits, transfers and the rest stay in the dialogs.
 */
export function EntryRow({ account, defaultDate }: EntryRowProps) {
  const { t } = useTranslation();
  const refs = useOperationReferences();
  const entry = useEntryRow(account.accountId, defaultDate);
  if (!refs.trees.data || !refs.payees.data) return null;
  const payees = refs.payees.data;
  return (
    <FormProvider {...entry.form}>
      {entry.newPayee.modal}
      <form
        className="entry-row"
        aria-label={t('operations.entry.title')}
        noValidate
        onSubmit={(event) => void entry.submit(event)}
      >
        <FollowedDateField label={t('operationModal.date')} />
        <PayeeField
          label={t('operationModal.payee')}
          payees={payees}
          onChoose={(payee) => choosePayee(entry.form, payee)}
          onCreate={entry.newPayee.start}
        />
        <EntryAmountField label={t('operationModal.amount')} currency={account.currency.symb} />
        <EntryCategory
          debit={categoryNodes(refs.trees.data.debit)}
          credit={categoryNodes(refs.trees.data.credit)}
        />
        <FormTextField name="memo" label={t('operationModal.memo')} autoComplete="off" />
        <Button type="submit" variant="primary" disabled={entry.saving}>
          {t('operations.entry.save')}
        </Button>
        <EntryStatusText status={entry.status} />
      </form>
    </FormProvider>
  );
}

type Tree = ReturnType<typeof categoryNodes>;

/** The category among those of the side the amount reads (a "+" amount: credit categories). */
function EntryCategory({ debit, credit }: { debit: Tree; credit: Tree }) {
  const { t } = useTranslation();
  const side = useWatch<OperationFormValues, 'debitCredit'>({ name: 'debitCredit' });
  const { onChange, ...field } = useControlledField<number | null>('category');
  return (
    <CategorySelector
      {...field}
      label={t('operationModal.category')}
      tree={side === '1' ? credit : debit}
      onChange={onChange}
    />
  );
}

function EntryStatusText({ status }: { status: EntryStatus }) {
  const { t } = useTranslation();
  const text =
    status.kind === 'saved'
      ? t('operations.entry.saved')
      : status.kind === 'failed'
        ? t(errorMessageKey(status.error))
        : '';
  return (
    <p
      className={status.kind === 'failed' ? 'entry-row__status is-error' : 'entry-row__status'}
      role="status"
    >
      {text}
    </p>
  );
}
