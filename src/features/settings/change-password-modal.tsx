import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { withConfirmation } from '../../../contract/credentials';
import { updatePasswordSchema } from '../../../contract/settings';
import { Button } from '../../components/button';
import { Form, FormPasswordField, FormRootError } from '../../components/form';
import { NewPasswordFields } from '../../components/new-password-fields';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast-context';
import { updatePassword } from './settings-api';
import { passwordChangeFailure } from './settings-errors';

const changePasswordSchema = withConfirmation(
  z.object({
    oldPassword: updatePasswordSchema.shape.oldPassword,
    password: updatePasswordSchema.shape.newPassword,
    confirmation: z.string(),
  }),
);
type ChangePassword = z.infer<typeof changePasswordSchema>;

const FORM_ID = 'change-password-form';

/** The change-password modal (spec 000 §2): current password, new one and its confirmation. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmation: '' },
  });
  const change = useMutation({
    mutationFn: ({ oldPassword, password }: ChangePassword) =>
      updatePassword({ oldPassword, newPassword: password }),
    onSuccess: () => {
      toast.show({ variant: 'success', message: t('param.password.saved') });
      close();
    },
    onError: (error) => {
      const failure = passwordChangeFailure(error);
      form.setError(failure.field, { message: failure.key }, { shouldFocus: true });
    },
  });

  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('param.password.modal.title')}
      onClose={close}
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={change.isPending}>
            {t('param.password.modal.submit')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={(values) => change.mutate(values)} id={FORM_ID}>
        <FormRootError />
        <FormPasswordField
          name="oldPassword"
          label={t('param.password.current')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          passwordLabel={t('param.password.new')}
          confirmationLabel={t('param.password.confirmation')}
        />
      </Form>
    </Modal>
  );
}
