import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetRequestSchema } from '../../../contract/password-reset';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Form, FormRootError, FormTextField } from '../../components/form';
import { applyServerError } from '../../lib/form-errors';
import { resetErrors, useRequestReset } from './use-password-reset';

const emailFormSchema = resetRequestSchema.pick({ email: true });

/** Step 1: the address to send the reset link to. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const request = useRequestReset();
  const form = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: '' } });

  const submit = ({ email }: { email: string }) =>
    request.mutate(email, {
      onError: (error) => applyServerError(form, error, resetErrors('email')),
    });

  if (request.isSuccess) {
    return <Alert variant="success">{t('forgotPassword.request.sent')}</Alert>;
  }
  return (
    <Form form={form} onSubmit={submit}>
      <p>{t('forgotPassword.request.intro')}</p>
      <FormRootError />
      <FormTextField
        name="email"
        type="email"
        label={t('forgotPassword.email')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Button type="submit" variant="primary" block loading={request.isPending}>
        {t('forgotPassword.request.submit')}
      </Button>
    </Form>
  );
}
