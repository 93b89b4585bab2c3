import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, useFieldError } from '../../components/form';
import { NewPasswordFields } from '../../components/new-password-fields';
import { TextField } from '../../components/text-field';
import type { SignupFormValues } from './signup-form';
import { useLoginAvailability, type Availability } from './use-signup';

const AVAILABILITY_HINTS: Record<Availability, string> = {
  unknown: 'signup.form.login.hint',
  checking: 'signup.form.login.checking',
  available: 'signup.form.login.available',
  taken: 'signup.form.login.hint',
};

/** LOGIN: credentials, with the login's availability checked as it is typed. */
export function LoginTab() {
  const { t } = useTranslation();
  return (
    <>
      <LoginField />
      <FormTextField
        name="email"
        type="email"
        label={t('signup.form.email')}
        hint={t('signup.form.email.hint')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <NewPasswordFields
        passwordLabel={t('signup.form.password')}
        confirmationLabel={t('signup.form.confirmation')}
      />
    </>
  );
}

function LoginField() {
  const { t } = useTranslation();
  const { register } = useFormContext<SignupFormValues>();
  const login = useWatch<SignupFormValues, 'login'>({ name: 'login' });
  const availability = useLoginAvailability(login);
  const fieldError = useFieldError('login');
  const taken = availability === 'taken' ? t('signup.form.login.unavailable') : undefined;
  return (
    <TextField
      {...register('login')}
      label={t('signup.form.login')}
      hint={t(AVAILABILITY_HINTS[availability])}
      error={fieldError ?? taken}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
