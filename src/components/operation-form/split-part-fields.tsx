import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cents } from '../../../contract/money';
import { AmountInput } from '../amount-input';
import type { CategoryNode } from '../category-options';
import { FormTextField } from '../form';
import { useControlledField } from '../form-inputs';
import { FormCategorySelector, FormTagPicker } from '../form-selectors';
import type { TagChoice } from '../tag-picker';
import type { AccountCurrency } from './operation-form';

// One part of a split operation: its category, amount, memo and tags.

interface PartFieldsProps {
  name: `splitOperations.${number}`;
  number: number;
  tree: readonly CategoryNode[];
  tags: readonly TagChoice[] | null;
  currency: AccountCurrency;
  onAmountTyped: () => void;
}

export function PartFields({ name, number, tree, tags, currency, onAmountTyped }: PartFieldsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(key, { number });
  return (
    <div className="operation-split__fields">
      <FormCategorySelector
        name={`${name}.category`}
        label={label('operationModal.split.category')}
        tree={tree}
      />
      <PartAmount
        name={`${name}.amount`}
        label={label('operationModal.split.amount')}
        currency={currency.symbol}
        onTyped={onAmountTyped}
      />
      <FormTextField
        name={`${name}.memo`}
        label={label('operationModal.split.memo')}
        autoComplete="off"
      />
      {tags && (
        <FormTagPicker
          name={`${name}.tags`}
          label={label('operationModal.split.tags')}
          tags={tags}
        />
      )}
    </div>
  );
}

interface PartAmountProps {
  name: string;
  label: string;
  currency: string;
  /** Called when the field is left after its amount was typed. */
  onTyped: () => void;
}

/** A part's amount: negative for a part against the operation (a discount in a purchase). */
function PartAmount({ name, label, currency, onTyped }: PartAmountProps) {
  const typed = useRef(false);
  const { onChange, onBlur, ...field } = useControlledField<Cents | null>(name);
  return (
    <AmountInput
      {...field}
      label={label}
      currency={currency}
      allowNegative
      onChange={(cents) => {
        typed.current = true;
        onChange(cents);
      }}
      onBlur={() => {
        onBlur();
        if (!typed.current) return;
        typed.current = false;
        onTyped();
      }}
    />
  );
}
