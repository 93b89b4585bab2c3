import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createAdminFormSchema, type CreateAdminForm } from '../../../contract/admin-users-actions';
import { MessageCode } from '../../../contract/message-codes';
import { Form, FormPasswordField, FormRootError, FormTextField } from '../../components/form';
import { FormModal } from '../../components/form-modal';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { useCreateAdmin } from './use-admin';

const FORM_ID = 'create-admin-form';
const EMPTY: CreateAdminForm = {
  login: '',
  usageName: '',
  email: '',
  password: '',
  confirmation: '',
};

/** Spec 002 §5: every field required, the password equal to its confirmation; no code: internal.error. */
export function CreateAdminModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateAdmin();
  const form = useForm<CreateAdminForm>({
    resolver: zodResolver(createAdminFormSchema),
    defaultValues: EMPTY,
  });
  const submit = (values: CreateAdminForm) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.show({
          variant: 'success',
          message: t('admin.create.done', { login: values.login }),
        });
        onClose();
      },
      onError: (error) =>
        applyServerError(form, error, {
          codes: { [MessageCode.userExists]: 'login', 'password.tooCommon': 'password' },
          fallback: MessageCode.internalError,
        }),
    });
  return (
    <FormModal
      title={t('admin.create.title')}
      formId={FORM_ID}
      saveLabel={t('admin.create.submit')}
      saving={create.isPending}
      onCancel={onClose}
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
        <FormRootError />
        <FormTextField name="login" label={t('admin.users.login')} autoComplete="off" />
        <FormTextField name="usageName" label={t('admin.users.usageName')} />
        <FormTextField name="email" type="email" label={t('admin.users.email')} />
        <FormPasswordField
          name="password"
          label={t('admin.create.password')}
          autoComplete="new-password"
        />
        <FormPasswordField
          name="confirmation"
          label={t('admin.create.confirmation')}
          autoComplete="new-password"
        />
      </Form>
    </FormModal>
  );
}
