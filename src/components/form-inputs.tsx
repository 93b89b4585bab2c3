import type { ComponentProps } from 'react';
import { useController } from 'react-hook-form';
import { AmountInput } from './amount-input';
import { DateInput } from './date-input';
import { useFieldError } from './form';

/** A component's props once a form field drives its value. */
export type Controlled<P> = { name: string } & Omit<
  P,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
>;

/** The field's value, change, blur and focus target, and its translated error. */
export function useControlledField<V>(name: string) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ name });
  return { ref, name, value: value as V, onChange, onBlur, error: useFieldError(name) };
}

/** An amount field holding cents (null when empty, NaN while the text is not an amount). */
export function FormAmountField({
  name,
  ...props
}: Controlled<ComponentProps<typeof AmountInput>>) {
  return <AmountInput {...props} {...useControlledField<number | null | undefined>(name)} />;
}

/** A date field holding ISO yyyy-MM-dd (null when empty, the typed text while not a date). */
export function FormDateField({ name, ...props }: Controlled<ComponentProps<typeof DateInput>>) {
  return <DateInput {...props} {...useControlledField<string | null | undefined>(name)} />;
}
