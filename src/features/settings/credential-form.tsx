import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { updateEmailSchema, updateLoginSchema } from '../../../contract/settings';
import { Button } from '../../components/button';
import { Form, FormPasswordField, FormRootError, FormTextField } from '../../components/form';
import { useToast } from '../../components/toast-context';
import { updateEmail, updateLogin } from './settings-api';
import { credentialFailure } from './settings-errors';
import { useRefreshSession } from './use-settings';

type CredentialField = 'login' | 'email';

const SETUP = {
  login: {
    schema: updateLoginSchema.shape.login,
    save: (login: string, password: string) => updateLogin({ login, password }),
    input: { type: 'text', autoComplete: 'username' },
  },
  email: {
    schema: updateEmailSchema.shape.email,
    save: (email: string, password: string) => updateEmail({ email, password }),
    input: { type: 'email', autoComplete: 'email' },
  },
} as const;

const schemaOf = (field: CredentialField) =>
  z.object({ value: SETUP[field].schema, password: updateLoginSchema.shape.password });
type CredentialValues = z.infer<ReturnType<typeof schemaOf>>;

/**
 * Changes the login or the email; the current password is asked once the value differs
 * (spec 000 §7, §8).
 */
export function CredentialForm({ field, current }: { field: CredentialField; current: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const refreshSession = useRefreshSession();
  const resolver = useMemo(() => zodResolver(schemaOf(field)), [field]);
  const form = useForm<CredentialValues>({
    resolver,
    defaultValues: { value: current, password: '' },
  });
  const value = useWatch({ control: form.control, name: 'value' });
  const changed = value.trim() !== current;
  const save = useMutation({
    mutationFn: ({ value, password }: CredentialValues) => SETUP[field].save(value, password),
    onSuccess: async (_, { value }) => {
      form.reset({ value, password: '' });
      toast.show({ variant: 'success', message: t(`param.${field}.saved`) });
      await refreshSession();
    },
    onError: (error) => {
      const failure = credentialFailure(error, 'value');
      form.setError(failure.field, { message: failure.key }, { shouldFocus: true });
    },
  });

  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} className="settings-form">
      <FormRootError />
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
