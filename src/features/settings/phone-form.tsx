import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CurrentUser } from '../../../contract/auth';
import { DEFAULT_PHONE_CODE } from '../../../contract/constants';
import { updatePhoneSchema } from '../../../contract/settings';
import { Button } from '../../components/button';
import { Form, FormRootError } from '../../components/form';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { PhoneFields } from '../phone/use-phone-ui';
import { useUpdatePhone } from './use-settings';

type PhoneValues = z.infer<typeof updatePhoneSchema>;

/** The phone number and its country calling code (default 33, spec 000 §9). */
export function PhoneForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm<PhoneValues>({
    resolver: zodResolver(updatePhoneSchema),
    defaultValues: { phone: user.phone ?? '', phoneCode: user.phoneCode ?? DEFAULT_PHONE_CODE },
  });
  const save = useUpdatePhone();
  const submit = (values: PhoneValues) =>
    save.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        toast.show({ variant: 'success', message: t('param.phone.saved') });
      },
      onError: (error) => applyServerError(form, error, { invalid: 'phone' }),
    });

  return (
    <Form form={form} onSubmit={submit} className="settings-form">
      <FormRootError />
      <PhoneFields className="settings-form__row settings-form__row--phone" />
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t('param.phone.save')}
      </Button>
    </Form>
  );
}
