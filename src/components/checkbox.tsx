import type { ComponentProps } from 'react';
import { FieldMessages, useFieldIds, type FieldProps } from './field';

type CheckboxProps = FieldProps & Omit<ComponentProps<'input'>, 'children' | 'type'>;

export function Checkbox({ label, error, hint, id, ...input }: CheckboxProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  return (
    <div className="field field--checkbox">
      <div className="field__checkbox-row">
        <input {...input} {...aria} id={controlId} type="checkbox" className="field__checkbox" />
        <label htmlFor={controlId}>{label}</label>
      </div>
      <FieldMessages {...{ hint, hintId, error, errorId }} />
    </div>
  );
}
