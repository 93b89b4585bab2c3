import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DELETE_COMMENT_MAX } from '../../../contract/constants';
import { MessageCode } from '../../../contract/message-codes';
import {
  DELETE_REASONS,
  deleteAccountSchema,
  type DeleteAccountRequest,
} from '../../../contract/settings';
import { Button } from '../../components/button';
import {
  Form,
  FormPasswordField,
  FormRootError,
  FormSelect,
  FormTextArea,
} from '../../components/form';
import { Modal } from '../../components/modal';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';
import { AccountDeleted } from './account-deleted';
import { useDeleteAccount } from './use-settings';

type DeleteForm = z.input<typeof deleteAccountSchema>;

const FORM_ID = 'delete-account-form';

/** Each message code on its field, others above the form. */
const DELETE_ERRORS: ServerErrorMap<keyof DeleteForm> = {
  codes: {
    [MessageCode.invalidPassword]: 'password',
    'param.password.current.required': 'password',
    'param.delete.modal.error.no-reason-choose': 'reason',
    'param.delete.modal.error.comment-too-long': 'comment',
    'param.delete.modal.error.no-comment': 'comment',
  },
};

/** Deleting one's account (spec 000 §2, §4, §5): password, reason, comment. */
export function DeleteAccountModal({
  idUser,
  open,
  onClose,
}: {
  idUser: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<DeleteForm, unknown, DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', comment: '' },
  });
  const remove = useDeleteAccount(idUser);
  const submit = (request: DeleteAccountRequest) =>
    remove.mutate(request, { onError: (error) => applyServerError(form, error, DELETE_ERRORS) });

  const close = () => {
    form.reset();
    remove.reset();
    onClose();
  };

  if (remove.isSuccess) {
    return (
      <Modal open={open} dismissible={false} title={t('param.delete.modal.title')} onClose={close}>
        <AccountDeleted />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={t('param.delete.modal.title')}
      onClose={close}
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={remove.isPending}>
            {t('param.delete.modal.submit')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
        <p>{t('param.delete.modal.warning')}</p>
        <FormRootError />
        <FormPasswordField
          name="password"
          label={t('param.password.current')}
          autoComplete="current-password"
        />
        <FormSelect
          name="reason"
          label={t('param.delete.modal.reason')}
          placeholder={t('param.delete.modal.reason.placeholder')}
          options={DELETE_REASONS.map((value) => ({
            value,
            label: t(`param.delete.reason.${value}`),
          }))}
        />
        <CommentField />
      </Form>
    </Modal>
  );
}

/** The comment, required for OTHER, with a count of what is left of the 500 characters. */
function CommentField() {
  const { t } = useTranslation();
  const comment = useWatch<DeleteForm, 'comment'>({ name: 'comment' }) ?? '';
  const reason = useWatch<DeleteForm, 'reason'>({ name: 'reason' });
  return (
    <FormTextArea
      name="comment"
      label={t(
        reason === 'OTHER' ? 'param.delete.modal.comment.required' : 'param.delete.modal.comment',
      )}
      hint={t('param.delete.modal.comment.count', {
        length: comment.length,
        max: DELETE_COMMENT_MAX,
      })}
    />
  );
}
