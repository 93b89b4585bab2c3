import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MessageCode } from '../../../contract/message-codes';
import { updateEmailSchema, updateLoginSchema } from '../../../contract/settings';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Form, FormPasswordField, FormRootError, FormTextField } from '../../components/form';
import { useToast } from '../../components/toast-context';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';
import { EMAIL_TAKEN, useUpdateCredential, type CredentialField } from './use-settings';

const SETUP = {
  login: {
    schema: updateLoginSchema.shape.login,
    input: { type: 'text', autoComplete: 'username' },
    takenKey: MessageCode.userExists,
    confirmedByMail: false,
  },
  email: {
    schema: updateEmailSchema.shape.email,
    input: { type: 'email', autoComplete: 'email' },
    takenKey: EMAIL_TAKEN,
    // The new address must be confirmed from the link mailed to it; the current one stays.
    confirmedByMail: true,
  },
} as const;

const schemaOf = (field: CredentialField) =>
  z.object({ value: SETUP[field].schema, password: updateLoginSchema.shape.password });
type CredentialValues = z.infer<ReturnType<typeof schemaOf>>;

/**
 * Spec 000 §8: UserAlreadyExistException or a validation code marks the field,
 * InvalidPasswordException the password, anything else is internal.error.
 */
const credentialErrors = (field: CredentialField): ServerErrorMap<keyof CredentialValues> => ({
  codes: {
    [MessageCode.invalidPassword]: 'password',
    'param.password.current.required': 'password',
    [MessageCode.userExists]: { field: 'value', message: SETUP[field].takenKey },
  },
  invalid: 'value',
  shown: [],
});

/**
 * Changes the login, or asks to change the email; the current password is asked once the value
 * differs (spec 000 §7, §8).
 */
export function CredentialForm({ field, current }: { field: CredentialField; current: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useUpdateCredential(field);
  const resolver = useMemo(() => zodResolver(schemaOf(field)), [field]);
  const form = useForm<CredentialValues>({
    resolver,
    defaultValues: { value: current, password: '' },
  });
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const value = useWatch({ control: form.control, name: 'value' });
  const changed = value.trim() !== current;

  const submit = (values: CredentialValues) =>
    save.mutate(values, {
      onSuccess: () => {
        if (SETUP[field].confirmedByMail) {
          form.reset({ value: current, password: '' });
          setAwaiting(values.value);
          return;
        }
        form.reset({ value: values.value, password: '' });
        toast.show({ variant: 'success', message: t(`param.${field}.saved`) });
      },
      onError: (error) => applyServerError(form, error, credentialErrors(field)),
    });

  return (
    <Form form={form} onSubmit={submit} className="settings-form">
      <FormRootError />
      {awaiting && (
        <Alert variant="info">
          {t(current ? 'param.email.pending' : 'param.email.pendingFirst', {
            email: awaiting,
            current,
          })}
        </Alert>
      )}
      <FormTextField
        name="value"
        {...SETUP[field].input}
        label={t(`param.${field}`)}
        autoCapitalize="none"
        spellCheck={false}
      />
      {changed && (
        <FormPasswordField
          name="password"
          label={t('param.password.current')}
          hint={t(`param.${field}.passwordHint`)}
          autoComplete="current-password"
        />
      )}
      <Button type="submit" variant="primary" disabled={!changed} loading={save.isPending}>
        {t(`param.${field}.save`)}
      </Button>
    </Form>
  );
}
