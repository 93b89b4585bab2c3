import { useId, type ReactNode } from 'react';
import './field.css';

export interface FieldProps {
  label: string;
  /** Already translated error text; its presence marks the control invalid. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** Ids and ARIA attributes that bind a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, { error, hint }: Omit<FieldProps, 'label'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

interface FieldMessagesProps {
  hint?: string | undefined;
  hintId?: string | undefined;
  error?: string | undefined;
  errorId?: string | undefined;
}

export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

interface FieldShellProps extends FieldMessagesProps {
  controlId: string;
  label: string;
  children: ReactNode;
}

export function FieldShell({ controlId, label, children, ...messages }: FieldShellProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children}
      <FieldMessages {...messages} />
    </div>
  );
}
