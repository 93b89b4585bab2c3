import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { passwordSchema, withConfirmation } from '../../../contract/credentials';
import { INVALID_RESET_CODE } from '../../../contract/password-reset';
import { Button } from '../../components/button';
import { Form, FormRootError } from '../../components/form';
import { NewPasswordFields } from '../../components/new-password-fields';
import { applyServerError } from '../../lib/form-errors';
import { resetErrors, usePerformReset } from './use-password-reset';

const newPasswordSchema = withConfirmation(
  z.object({ password: passwordSchema, confirmation: z.string() }),
);
type NewPassword = z.infer<typeof newPasswordSchema>;

/** Step 2, from the mail's link: the new password, then /login?passwordUpdated. */
export function NewPasswordForm({ login, code }: { login: string; code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const perform = usePerformReset();
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const submit = ({ password }: NewPassword) =>
    perform.mutate(
      { login, code, password },
      {
        onSuccess: () => void navigate('/login?passwordUpdated', { replace: true }),
        onError: (error) => applyServerError(form, error, resetErrors('password')),
      },
    );

  return (
    <Form form={form} onSubmit={submit}>
      <p>{t('forgotPassword.reset.intro', { login })}</p>
      <FormRootError
        action={(failure) =>
          failure === INVALID_RESET_CODE && (
            <Link to="/forgotPassword">{t('forgotPassword.reset.again')}</Link>
          )
        }
      />
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
