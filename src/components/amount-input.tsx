import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCentsForInput, parseAmountToCents, type Cents } from '../../contract/money';
import { FieldShell, useFieldIds, type FieldProps } from './field';

type AmountInputProps = FieldProps &
  Omit<ComponentProps<'input'>, 'children' | 'type' | 'value' | 'defaultValue' | 'onChange'> & {
    /** Cents; null when empty; NaN while the text is not an amount (so a schema refuses it). */
    value: Cents | null | undefined;
    onChange: (cents: Cents | null) => void;
    /** The currency symbol shown after the amount (€). */
    currency?: string;
    allowNegative?: boolean;
  };

/**
 * An amount typed with a comma or a point and up to 2 decimals, given out as integer cents;
 * shown with 2 decimals in the reader's language once the field is left.
 */
export function AmountInput({
  label,
  error,
  hint,
  id,
  value,
  onChange,
  currency,
  allowNegative = false,
  onFocus,
  onBlur,
  ...input
}: AmountInputProps) {
  const { i18n } = useTranslation();
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  const [draft, setDraft] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const invalid = typeof value === 'number' && Number.isNaN(value);
  const formatted = value == null || invalid ? '' : formatCentsForInput(value, i18n.language);
  // While typing, and while the typed text is not an amount, the text stays as typed.
  const shown = draft !== null && (focused || invalid) ? draft : formatted;
  const allowed = allowNegative ? /[^\d.,\s+-]/g : /[^\d.,\s]/g;
  const currencyId = currency ? `${controlId}-currency` : undefined;
  const describedBy = [aria['aria-describedby'], currencyId].filter(Boolean).join(' ');

  return (
    <FieldShell {...{ controlId, label, hint, hintId, error, errorId }}>
      <div className="field__with-affix">
        <input
          {...input}
          {...aria}
          aria-describedby={describedBy || undefined}
          id={controlId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field__control field__control--amount"
          value={shown}
          onFocus={(event) => {
            setFocused(true);
            setDraft(shown);
            onFocus?.(event);
          }}
          onChange={(event) => {
            const text = event.target.value.replace(allowed, '');
            setDraft(text);
            onChange(text.trim() === '' ? null : (parseAmountToCents(text) ?? Number.NaN));
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
        />
        {currency && (
          <span id={currencyId} className="field__affix">
            {currency}
          </span>
        )}
      </div>
    </FieldShell>
  );
}
