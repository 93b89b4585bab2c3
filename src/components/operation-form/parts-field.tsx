import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCents, remainderCents, type Cents } from '../../../contract/money';
import { adjustSplitParts } from '../../../contract/operations-split';
import { Button } from '../button';
import type { CategoryNode } from '../category-options';
import { useFieldError } from '../form';
import type { TagChoice } from '../tag-picker';
import {
  blankPart,
  type AccountCurrency,
  SPLIT_ERROR,
  type OperationFormValues,
} from './operation-form';
import { PartFields } from './split-part-fields';

const amountOf = (cents: Cents | null | undefined) =>
  cents != null && Number.isFinite(cents) ? cents : null;

interface SplitPartsFieldProps {
  tree: readonly CategoryNode[];
  /** Null without the TAG functionality. */
  tags: readonly TagChoice[] | null;
  currency: AccountCurrency;
}

/**
 * The parts of a split operation (spec 001 §4): what remains to place, live and in cents; once a
 * part's amount is typed (or the total changes), zero-amount parts are added or removed so that
 * one waits for the remainder, or none once it is 0, at least one part kept (adjustSplitParts).
 */
export function PartsField({ tree, tags, currency }: SplitPartsFieldProps) {
  const { t, i18n } = useTranslation();
  const { getValues } = useFormContext<OperationFormValues>();
  const { fields, append, remove } = useFieldArray<OperationFormValues>({
    name: 'splitOperations',
  });
  const parts = useWatch<OperationFormValues, 'splitOperations'>({ name: 'splitOperations' });
  const total = amountOf(useWatch<OperationFormValues, 'amount'>({ name: 'amount' }));
  const error = useFieldError(SPLIT_ERROR);
  const remainder = remainderCents(
    total ?? 0,
    (parts ?? []).map((part) => amountOf(part.amount) ?? 0),
  );

  const adjust = () => {
    const typed = amountOf(getValues('amount'));
    if (typed === null) return;
    const indexed = getValues('splitOperations').map((part, index) => ({ ...part, index }));
    const next = adjustSplitParts(typed, indexed, () => ({ ...blankPart(), index: -1 }));
    const kept = new Set(next.map((part) => part.index));
    const gone = indexed.map((part) => part.index).filter((index) => !kept.has(index));
    if (gone.length > 0) remove(gone);
    if (kept.has(-1)) append(blankPart(), { shouldFocus: false });
  };

  // A new total changes the remainder: the parts follow (not on the first render, which keeps
  // the two parts choosing split made).
  const previousTotal = useRef(total);
  useEffect(() => {
    if (previousTotal.current === total) return;
    previousTotal.current = total;
    adjust();
  });

  return (
    <fieldset className="operation-split">
      <legend className="operation-split__legend">{t('operationModal.split.title')}</legend>
      <ol className="operation-split__parts">
        {fields.map((field, index) => (
          <li key={field.id} className="operation-split__part">
            <PartFields
              name={`splitOperations.${index}`}
              number={index + 1}
              tree={tree}
              tags={tags}
              currency={currency}
              onAmountTyped={adjust}
            />
            <Button
              variant="link"
              disabled={fields.length === 1}
              onClick={() => remove(index)}
              aria-label={t('operationModal.split.removeNamed', { number: index + 1 })}
            >
              {t('operationModal.split.remove')}
            </Button>
          </li>
        ))}
      </ol>
      <Button onClick={() => append(blankPart())}>{t('operationModal.split.add')}</Button>
      <p
        className={`operation-split__remainder${remainder === 0 ? '' : ' operation-split__remainder--open'}`}
        aria-live="polite"
        data-testid="split-remainder"
      >
        {t('operationModal.split.remainder', {
          amount: formatCents(remainder, currency.code, i18n.language),
        })}
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
