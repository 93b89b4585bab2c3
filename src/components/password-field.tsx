import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldIds, type FieldProps } from './field';
import { EyeIcon, EyeOffIcon } from './icons';

type PasswordFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'children' | 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { controlId, hintId, errorId, aria } = useFieldIds(id, { error, hint });
  return (
    <FieldShell {...{ controlId, label, hint, hintId, error, errorId }}>
      <div className="field__with-action">
        <input
          {...input}
          {...aria}
          id={controlId}
          type={visible ? 'text' : 'password'}
          className="field__control"
        />
        <button
          type="button"
          className="field__action"
          aria-pressed={visible}
          aria-label={t('common.password.show')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldShell>
  );
}
