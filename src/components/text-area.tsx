import type { ComponentProps } from 'react';
import { FieldShell, useFieldIds, type FieldProps } from './field';

type TextAreaProps = FieldProps & Omit<ComponentProps<'textarea'>, 'children'>;

export function TextArea({ label, error, hint, id, rows = 3, ...textarea }: TextAreaProps) {
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  return (
    <FieldShell {...{ controlId, label, hint, hintId, error, errorId }}>
      <textarea
        {...textarea}
        {...aria}
        id={controlId}
        rows={rows}
        className="field__control field__textarea"
      />
    </FieldShell>
  );
}
