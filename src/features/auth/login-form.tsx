import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, type LoginForm as LoginValues } from '../../../contract/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Form, FormPasswordField, FormTextField } from '../../components/form';
import { errorMessageKey } from '../../lib/messages';
import { loginErrorKey } from './login-api';
import { useResendActivation, useSignIn } from './use-login';

interface LoginFormProps {
  defaultUsername: string;
  onActivationResent: () => void;
}

export function LoginForm({ defaultUsername, onActivationResent }: LoginFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const resend = useResendActivation();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: defaultUsername, password: '' },
  });

  const submit = (values: LoginValues) => {
    resend.reset();
    signIn.mutate(values, { onError: () => form.resetField('password') });
  };

  // The activation mail goes to the login typed in the form, which must therefore be filled.
  const requestActivationMail = async () => {
    signIn.reset();
    if (!(await form.trigger('username', { shouldFocus: true }))) return;
    resend.mutate(form.getValues('username').trim(), { onSuccess: onActivationResent });
  };

  const errorKey = signIn.isError
    ? loginErrorKey(signIn.error)
    : resend.isError
      ? errorMessageKey(resend.error)
      : null;

  return (
    <Form form={form} onSubmit={submit} className="login-form">
      {errorKey && <Alert variant="danger">{t(errorKey)}</Alert>}
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
