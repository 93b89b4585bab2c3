import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetRequestSchema } from '../../../contract/password-reset';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Form, FormTextField } from '../../components/form';
import { requestReset, resetFailure } from './password-reset-api';

const emailFormSchema = resetRequestSchema.pick({ email: true });

/** Step 1: the address to send the reset link to. */
export function RequestResetForm() {
  const { t } = useTranslation();
  const request = useMutation({ mutationFn: requestReset });
  const form = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: '' } });

  const submit = ({ email }: { email: string }) =>
    request.mutate(email, {
      onError: (error) => {
        const failure = resetFailure(error);
        if (failure.onField) form.setError('email', { message: failure.key });
      },
    });

  if (request.isSuccess) {
    return <Alert variant="success">{t('forgotPassword.request.sent')}</Alert>;
  }
  const failure = request.isError ? resetFailure(request.error) : null;
  return (
    <Form form={form} onSubmit={submit}>
      <p>{t('forgotPassword.request.intro')}</p>
      {failure && !failure.onField && <Alert variant="danger">{t(failure.key)}</Alert>}
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
