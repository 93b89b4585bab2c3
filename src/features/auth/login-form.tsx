import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, type LoginForm as LoginValues } from '../../../contract/auth';
import { MessageCode } from '../../../contract/message-codes';
import { Button } from '../../components/button';
import { Form, FormPasswordField, FormTextField } from '../../components/form';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';
import { retryAfterOf } from './auth-api';
import { ThrottledRootError } from './throttled-root-error';
import { useResendActivation, useSignIn } from './use-auth';

/**
 * Spec 000 §8: these are shown as such, anything else as INTERNAL_ERROR. Rate limiting is shown
 * too (our addition): "internal error" would wrongly suggest that retrying at once could help.
 */
const LOGIN_ERRORS: ServerErrorMap<keyof LoginValues> = {
  shown: [
    MessageCode.badCredentials,
    MessageCode.disabled,
    MessageCode.locked,
    MessageCode.tooManyRequests,
  ],
  fallback: MessageCode.loginInternal,
};

interface LoginFormProps {
  defaultUsername: string;
  onActivationResent: () => void;
  /** The password was right and the account asks a second factor (a passkey may give it). */
  onSecondFactor: (passkey: boolean) => void;
}

export function LoginForm({ defaultUsername, onActivationResent, onSecondFactor }: LoginFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const resend = useResendActivation();
  const [waitSeconds, setWaitSeconds] = useState<number | undefined>();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: defaultUsername, password: '' },
  });

  const submit = (values: LoginValues) =>
    signIn.mutate(values, {
      onSuccess: (answer) => {
        if ('secondFactor' in answer) onSecondFactor(answer.passkey === true);
      },
      onError: (error) => {
        form.resetField('password');
        setWaitSeconds(retryAfterOf(error));
        applyServerError(form, error, LOGIN_ERRORS);
      },
    });

  // The activation mail goes to the login typed in the form, which must therefore be filled.
  const requestActivationMail = async () => {
    form.clearErrors('root');
    if (!(await form.trigger('username', { shouldFocus: true }))) return;
    resend.mutate(form.getValues('username').trim(), {
      onSuccess: onActivationResent,
      onError: (error) => applyServerError(form, error),
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="login-form">
      <ThrottledRootError waitSeconds={waitSeconds} />
      <FormTextField
        name="username"
        label={t('login.form.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormPasswordField
        name="password"
        label={t('login.form.password')}
        autoComplete="current-password"
      />
      <Button type="submit" variant="primary" block loading={signIn.isPending}>
        {t('login.form.submit')}
      </Button>
      <p className="login-form__resend">
        {t('login.activation.question')}{' '}
        <Button
          variant="link"
          loading={resend.isPending}
          onClick={() => void requestActivationMail()}
        >
          {t('login.activation.resend')}
        </Button>
      </p>
    </Form>
  );
}
