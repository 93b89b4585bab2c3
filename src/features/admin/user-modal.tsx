import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../contract/admin-users';
import { formatIsoDate } from '../../../contract/dates';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast-context';
import { messageCodeOf } from '../../lib/api';
import { errorMessageKey } from '../../lib/messages';
import type { UserCommand } from './admin-api';
import { UserProfileForm } from './user-profile-form';
import { useDeleteUser, useStopSubscription, useUserCommand } from './use-admin';

/** The user modal (spec 002 §2, §6): every admin action on one user. */
export function UserModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const command = useUserCommand();
  const stop = useStopSubscription();
  const [lockError, setLockError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const run = (name: UserCommand) =>
    command.mutate(
      { userId: user.idUser, command: name },
      {
        onSuccess: () => toast.show({ variant: 'success', message: t(`admin.user.done.${name}`) }),
        onError: (error) =>
          name === 'toggleLock'
            ? setLockError(messageCodeOf(error) ?? 'internal.error')
            : toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      },
    );
  const live = user.subscriptions.filter((s) => !s.deleted && s.providerSubscriptionId);
  return (
    <Modal open title={t('admin.user.title', { login: user.login })} onClose={onClose}>
      {lockError && (
        <Alert
          variant="danger"
          title={t('internal.error.title')}
          onDismiss={() => setLockError(null)}
        >
          {t(lockError)}
        </Alert>
      )}
      <dl className="admin-user-facts">
        <dt>{t('admin.users.email')}</dt>
        <dd>{user.email ?? '—'}</dd>
        <dt>{t('admin.users.profile')}</dt>
        <dd>
          {t(`admin.profile.${user.profile.name}`, user.profile.name)}
          {user.profileEndDate &&
            ` (${t('admin.user.until', { date: formatIsoDate(user.profileEndDate, false) })})`}
        </dd>
        <dt>{t('admin.users.subscriptionType')}</dt>
        <dd>
          {user.subscriptionTypes.map((s) => t(`admin.subscriptionType.${s}`)).join(', ') || '—'}
        </dd>
        <dt>{t('admin.users.state')}</dt>
        <dd>
          {t(user.active ? 'admin.users.status.ACTIVE' : 'admin.users.status.INACTIVE')}
          {user.locked && `, ${t('admin.users.status.LOCKED')}`}
        </dd>
      </dl>
      <div className="admin-user-actions">
        <Button onClick={() => run('resetPassword')}>{t('admin.user.resetPassword')}</Button>
        <Button onClick={() => run('toggleLock')}>
          {t(user.locked ? 'admin.user.unlock' : 'admin.user.lock')}
        </Button>
        {!user.active && (
          <Button onClick={() => run('activate')}>{t('admin.user.activate')}</Button>
        )}
        {live.map((s) => (
          <Button
            key={s.subscriptionId}
            onClick={() =>
              stop.mutate(
                { subscrId: s.subscriptionId, userId: user.idUser },
                {
                  onError: (error) =>
                    toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
                },
              )
            }
          >
            {t('admin.user.stopSubscription', { type: t(`admin.subscription.${s.type}`, s.type) })}
          </Button>
        ))}
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('admin.user.delete')}
        </Button>
      </div>
      <UserProfileForm user={user} />
      <DeleteUserModal
        user={deleting ? user : null}
        onCancel={() => setDeleting(false)}
        onDeleted={onClose}
      />
    </Modal>
  );
}

function DeleteUserModal(props: {
  user: AdminUser | null;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteUser();
  const { user } = props;
  return (
    <ConfirmModal
      open={user !== null}
      title={t('admin.user.delete.title')}
      message={t('admin.user.delete.message', { login: user?.login ?? '' })}
      confirmLabel={t('admin.user.delete')}
      danger
      loading={remove.isPending}
      onCancel={props.onCancel}
      onConfirm={() =>
        user &&
        remove.mutate(user.idUser, {
          onSuccess: () => {
            toast.show({
              variant: 'success',
              message: t('admin.user.deleted', { login: user.login }),
            });
            props.onDeleted();
          },
          onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
        })
      }
    />
  );
}
