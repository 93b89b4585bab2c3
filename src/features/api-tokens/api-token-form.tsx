import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  API_TOKEN_DAY_CHOICES,
  API_TOKEN_SCOPES,
  createApiTokenSchema,
  type CreateApiToken,
  type CreatedApiToken,
} from '../../../contract/api-tokens';
import { Button } from '../../components/button';
import { Form, FormRootError, FormSelect, FormTextField } from '../../components/form';
import { applyServerError } from '../../lib/form-errors';
import { useCreateApiToken } from './use-api-tokens';

type Values = { name: string; scope: CreateApiToken['scope']; days: number };

/** Names a new token, its scope and its lifetime; hands the created token (and secret) back. */
export function ApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(createApiTokenSchema),
    defaultValues: { name: '', scope: 'READ', days: 90 },
  });
  const create = useCreateApiToken();
  const submit = (values: Values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created);
      },
      onError: (error) => applyServerError(form, error, { invalid: 'name' }),
    });
  const scopes = API_TOKEN_SCOPES.map((scope) => ({
    value: scope,
    label: t(`apiTokens.scope.${scope}`),
  }));
  const lifetimes = API_TOKEN_DAY_CHOICES.map((days) => ({
    value: String(days),
    label: t('apiTokens.days.choice', { count: days }),
  }));
  return (
    <Form form={form} onSubmit={submit} className="settings-form api-tokens__form">
      <FormRootError />
      <FormTextField name="name" label={t('apiTokens.name')} maxLength={100} />
      <FormSelect name="scope" label={t('apiTokens.scope')} options={scopes} />
      <FormSelect name="days" numeric label={t('apiTokens.days')} options={lifetimes} />
      <Button type="submit" variant="primary" loading={create.isPending}>
        {t('apiTokens.create')}
      </Button>
    </Form>
  );
}
