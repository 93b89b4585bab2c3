import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { withConfirmation } from '../../../contract/credentials';
import { MessageCode } from '../../../contract/message-codes';
import { updatePasswordSchema } from '../../../contract/settings';
import { Form, FormPasswordField, FormRootError } from '../../components/form';
import { NewPasswordFields } from '../../components/new-password-fields';
import { FormModal } from '../../components/form-modal';
import { useToast } from '../../components/toast-context';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';
import { useUpdatePassword } from './use-settings';

const changePasswordSchema = withConfirmation(
  z.object({
    oldPassword: updatePasswordSchema.shape.oldPassword,
    password: updatePasswordSchema.shape.newPassword,
    confirmation: z.string(),
  }),
);
type ChangePassword = z.infer<typeof changePasswordSchema>;

/**
 * Spec 000 §8: ValidationException marks the new password invalid, InvalidPasswordException the
 * current one wrong; otherwise the messageCode or internal.error. A too-common password is a rule
 * on the new password, so it is told there too.
 */
const PASSWORD_ERRORS: ServerErrorMap<keyof ChangePassword> = {
  codes: {
    [MessageCode.validation]: { field: 'password', message: 'param.password.new.invalid' },
    [MessageCode.passwordTooCommon]: 'password',
    [MessageCode.invalidPassword]: 'oldPassword',
    'param.password.current.required': 'oldPassword',
  },
};

const FORM_ID = 'change-password-form';

/** The change-password modal (spec 000 §2): current password, new one and its confirmation. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmation: '' },
  });
  const change = useUpdatePassword();
  const submit = ({ oldPassword, password }: ChangePassword) =>
    change.mutate(
      { oldPassword, newPassword: password },
      {
        onSuccess: () => {
          toast.show({ variant: 'success', message: t('param.password.saved') });
          close();
        },
        onError: (error) => applyServerError(form, error, PASSWORD_ERRORS),
      },
    );

  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={t('param.password.modal.title')}
      formId={FORM_ID}
      saveLabel={t('param.password.modal.submit')}
      saving={change.isPending}
      onCancel={close}
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
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
    </FormModal>
  );
}
