import { useTranslation } from 'react-i18next';
import { percentToBp } from '../../../contract/percent';
import { AmountInput } from '../../components/amount-input';
import { useControlledField } from '../../components/form-inputs';

/**
 * A percentage with a comma or a point and up to 2 decimals: the amount field reads it as
 * hundredths (basis points), so typing follows the same rules as amounts.
 */
export function FormPercentField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const { value, onChange, ...field } = useControlledField<number | null>(name);
  const bp = value == null || Number.isNaN(value) ? value : percentToBp(value);
  return (
    <AmountInput
      {...field}
      label={label}
      currency={t('payees.split.percentSign')}
      value={bp}
      onChange={(next) => onChange(next == null || Number.isNaN(next) ? next : next / 100)}
    />
  );
}
