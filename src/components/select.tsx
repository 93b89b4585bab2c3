import type { ComponentProps } from 'react';
import { FieldShell, useFieldIds, type FieldProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldProps &
  Omit<ComponentProps<'select'>, 'children'> & {
    options: readonly SelectOption[];
    /** Text of an empty first option; omit when a value is always selected. */
    placeholder?: string;
  };

export function Select({ label, error, hint, id, options, placeholder, ...select }: SelectProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  return (
    <FieldShell {...{ controlId, label, hint, hintId, error, errorId }}>
      <select {...select} {...aria} id={controlId} className="field__control field__select">
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
