import type { ComponentProps } from 'react';
import { FieldShell, useFieldIds, type FieldProps } from '../../components/field';

export interface OptionGroup {
  label: string;
  options: readonly { value: string; label: string }[];
}

type GroupedSelectProps = FieldProps &
  Omit<ComponentProps<'select'>, 'children'> & {
    groups: readonly OptionGroup[];
    /** Text of an empty first option; omit when a value is always selected. */
    placeholder?: string;
  };

/** A select whose options come in labelled groups (account types by family, banks). */
export function GroupedSelect({
  label,
  error,
  hint,
  id,
  groups,
  placeholder,
  ...select
}: GroupedSelectProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  return (
    <FieldShell {...{ controlId, label, hint, hintId, error, errorId }}>
      <select {...select} {...aria} id={controlId} className="field__control field__select">
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {groups
          .filter((group) => group.options.length > 0)
          .map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
    </FieldShell>
  );
}
