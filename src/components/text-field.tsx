import type { ComponentProps } from 'react';
import { FieldShell, useFieldIds, type FieldProps } from './field';

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'children'>;

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  return (
    <FieldShell {...{ controlId, label, hint, hintId, error, errorId }}>
      <input
        type="text"
        {...input}
        {...aria}
        id={controlId}
        className={['field__control', className].filter(Boolean).join(' ')}
      />
    </FieldShell>
  );
}
