import { useTranslation } from 'react-i18next';
import { FormPasswordField } from './form';

/** A new password and its confirmation, with the rules as hint, inside a react-hook-form `Form`. */
export function NewPasswordFields({
  passwordLabel,
  confirmationLabel,
}: {
  passwordLabel: string;
  confirmationLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormPasswordField
        name="password"
        label={passwordLabel}
        hint={t('signup.form.password.hint')}
        autoComplete="new-password"
      />
      <FormPasswordField
        name="confirmation"
        label={confirmationLabel}
        autoComplete="new-password"
      />
    </>
  );
}
