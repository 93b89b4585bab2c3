import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { passwordSchema, withConfirmation } from '../../../contract/credentials';
import { INVALID_RESET_CODE } from '../../../contract/password-reset';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Form } from '../../components/form';
import { NewPasswordFields } from '../../components/new-password-fields';
import { performReset, resetFailure } from './password-reset-api';

const newPasswordSchema = withConfirmation(
  z.object({ password: passwordSchema, confirmation: z.string() }),
);
type NewPassword = z.infer<typeof newPasswordSchema>;

/** Step 2, from the mail's link: the new password, then /login?passwordUpdated. */
export function NewPasswordForm({ login, code }: { login: string; code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const perform = useMutation({ mutationFn: performReset });
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const submit = ({ password }: NewPassword) =>
    perform.mutate(
      { login, code, password },
      {
        onSuccess: () => void navigate('/login?passwordUpdated', { replace: true }),
        onError: (error) => {
          const failure = resetFailure(error);
          if (failure.onField) form.setError('password', { message: failure.key });
        },
      },
    );

  const failure = perform.isError ? resetFailure(perform.error) : null;
  return (
    <Form form={form} onSubmit={submit}>
      <p>{t('forgotPassword.reset.intro', { login })}</p>
      {failure && !failure.onField && (
        <Alert variant="danger">
          <p>{t(failure.key)}</p>
          {failure.key === INVALID_RESET_CODE && (
            <Link to="/forgotPassword">{t('forgotPassword.reset.again')}</Link>
          )}
        </Alert>
      )}
      <NewPasswordFields
        passwordLabel={t('forgotPassword.password')}
        confirmationLabel={t('forgotPassword.confirmation')}
      />
      <Button type="submit" variant="primary" block loading={perform.isPending}>
        {t('forgotPassword.reset.submit')}
      </Button>
    </Form>
  );
}
