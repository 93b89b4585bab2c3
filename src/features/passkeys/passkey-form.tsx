import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PASSKEY_CODES, PASSKEY_NAME_MAX, registerPasskeySchema } from '../../../contract/passkeys';
import { Button } from '../../components/button';
import { Form, FormRootError, FormTextField } from '../../components/form';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { passkeyRefusalKey } from '../../lib/webauthn';
import { useAddPasskey } from './use-passkeys';

const nameSchema = registerPasskeySchema.pick({ name: true });
type Values = z.input<typeof nameSchema>;

/** Names a new passkey, then the browser asks the person to create it on their device. */
export function PasskeyForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddPasskey();
  const form = useForm<Values, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: '' },
  });
  const submit = ({ name }: { name: string }) =>
    add.mutate(name, {
      onSuccess: (passkey) => {
        form.reset();
        toast.show({ variant: 'success', message: t('passkeys.added', { name: passkey.name }) });
      },
      onError: (error) => {
        const refusal = passkeyRefusalKey(error);
        if (refusal) form.setError('root', { type: 'browser', message: refusal });
        else applyServerError(form, error, { codes: { [PASSKEY_CODES.nameInvalid]: 'name' } });
      },
    });
  return (
    <Form form={form} onSubmit={submit} className="settings-form passkeys__form">
      <FormRootError />
      <FormTextField name="name" label={t('passkeys.name')} maxLength={PASSKEY_NAME_MAX} />
      <Button type="submit" variant="primary" loading={add.isPending}>
        {t('passkeys.add')}
      </Button>
    </Form>
  );
}
