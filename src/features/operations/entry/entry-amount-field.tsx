import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryId } from '../../../../contract/categories';
import { formatCentsForInput } from '../../../../contract/money';
import { FieldShell, useFieldIds } from '../../../components/field';
import { useControlledField } from '../../../components/form-inputs';
import type { OperationFormValues } from '../../../components/operation-form/operation-form';
import { readSignedAmount } from './entry-form';

/**
 * The entry row's amount: a debit as typed, a credit with a leading "+"; the side it reads is
 * shown next to the field so nobody records a credit as a debit unawares.
 */
export function EntryAmountField({ label, currency }: { label: string; currency: string }) {
  const { t, i18n } = useTranslation();
  const { setValue } = useFormContext<OperationFormValues>();
  const { ref, name, value, onChange, onBlur, error } = useControlledField<number | null>('amount');
  const side = useWatch<OperationFormValues, 'debitCredit'>({ name: 'debitCredit' });
  const [draft, setDraft] = useState<string | null>(null);
  const { controlId, errorId, aria } = useFieldIds(undefined, { error });
  const sideId = `${controlId}-side`;
  const credit = side === '1';
  const formatted =
    value == null || Number.isNaN(value)
      ? ''
      : `${credit ? '+' : ''}${formatCentsForInput(value, i18n.language)}`;

  return (
    <FieldShell controlId={controlId} label={label} error={error} errorId={errorId}>
      <div className="field__with-affix">
        <input
          {...aria}
          ref={ref}
          id={controlId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={[aria['aria-describedby'], sideId].filter(Boolean).join(' ')}
          className="field__control field__control--amount"
          value={draft ?? formatted}
          onChange={(event) => {
            const text = event.target.value.replace(/[^\d.,\s+-]/g, '');
            const read = readSignedAmount(text);
            setDraft(text);
            // A category belongs to one side: turning a debit into a credit drops it.
            if (read.debitCredit !== side) setValue('category', CategoryId.undefined);
            setValue('debitCredit', read.debitCredit);
            onChange(read.amount);
          }}
          onBlur={() => {
            setDraft(null);
            onBlur();
          }}
        />
        <span className="field__affix">{currency}</span>
        <span id={sideId} className={credit ? 'entry-row__side is-credit' : 'entry-row__side'}>
          {t(credit ? 'operations.entry.credit' : 'operations.entry.debit')}
        </span>
      </div>
    </FieldShell>
  );
}
