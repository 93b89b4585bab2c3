import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userDetailsSchema, type UserDetails } from '../../../contract/settings';
import { Button } from '../../components/button';
import {
  Form,
  FormCheckbox,
  FormDigitsField,
  FormRootError,
  FormTextField,
} from '../../components/form';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { useSaveUserDetails } from './use-settings';

/** Name, zipcode and the mail subscriptions (POST /api/userDetails). */
export function DetailsForm({ details }: { details: UserDetails }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveUserDetails();
  const form = useForm<UserDetails>({
    resolver: zodResolver(userDetailsSchema),
    defaultValues: details,
  });

  const submit = (values: UserDetails) =>
    save.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        toast.show({ variant: 'success', message: t('param.details.saved') });
      },
      onError: (error) => applyServerError(form, error),
    });

  return (
    <Form form={form} onSubmit={submit} className="settings-form">
      <FormRootError />
      <FormTextField name="usageName" label={t('param.usageName')} autoComplete="name" />
      <FormDigitsField
        name="zipcode"
        label={t('param.zipcode')}
        maxLength={5}
        autoComplete="postal-code"
      />
      <FormCheckbox name="newsletter" label={t('param.newsletter')} />
      <FormCheckbox name="partners" label={t('param.partners')} />
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t('param.details.save')}
      </Button>
    </Form>
  );
}
