import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../contract/admin-users';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useToast } from '../../components/toast-context';
import { downloadFile } from '../../lib/export-download';
import { ChangePasswordModal } from '../settings/use-settings-ui';
import type { UsersListQuery } from './admin-api';
import { CreateAdminModal } from './create-admin-modal';
import { ReminderModal } from './reminder-modal';
import { UserModal } from './user-modal';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';
import { useAdminUser, useExportUsers, useUsers } from './use-admin';
import './admin.css';

type Dialog = 'createAdmin' | 'password' | 'reminder' | null;

/** /admin/users (spec 002 §2, §6): filters, pages, selection, CSV export and the user modal. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<UsersListQuery>({ page: 0 });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useUsers(filter);
  const open = useAdminUser(openId);
  const download = useDownload();
  const toggle = (id: number) => setSelected((s) => toggled(s, [id], !s.has(id)));
  return (
    <>
      <PageHeader
        title={t('screen.admin.users')}
        actions={
          <>
            <Button onClick={() => setDialog('reminder')}>{t('admin.reminder.title')}</Button>
            <Button onClick={() => setDialog('password')}>{t('admin.password.change')}</Button>
            <Button variant="primary" onClick={() => setDialog('createAdmin')}>
              {t('admin.create.title')}
            </Button>
          </>
        }
      />
      <div className="admin-users">
        <UsersFilters filter={filter} onChange={setFilter} />
        <div className="admin-user-actions">
          <Button onClick={() => download(null)}>{t('admin.export.all')}</Button>
          <Button disabled={selected.size === 0} onClick={() => download([...selected])}>
            {t('admin.export.selected', { count: selected.size })}
          </Button>
        </div>
        <QueryGate queries={[users]}>
          {() => (
            <UsersTable
              page={users.data!}
              selected={selected}
              onToggle={toggle}
              onToggleAll={(ids, select) => setSelected((s) => toggled(s, ids, select))}
              onOpen={(user: AdminUser) => setOpenId(user.idUser)}
              onPage={(page) => setFilter((f) => ({ ...f, page }))}
            />
          )}
        </QueryGate>
      </div>
      {open.data && openId !== null && (
        <UserModal user={open.data} onClose={() => setOpenId(null)} />
      )}
      {dialog === 'createAdmin' && <CreateAdminModal onClose={() => setDialog(null)} />}
      {dialog === 'reminder' && <ReminderModal onClose={() => setDialog(null)} />}
      <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />
    </>
  );
}

function toggled(set: ReadonlySet<number>, ids: readonly number[], select: boolean) {
  const next = new Set(set);
  for (const id of ids) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Downloads the CSV under the server's file name; a failure is only logged (spec 002 §8). */
function useDownload() {
  const exportUsers = useExportUsers();
  const toast = useToast();
  const { t } = useTranslation();
  return (ids: number[] | null) =>
    exportUsers.mutate(ids, {
      onSuccess: ({ blob, fileName }) => {
        downloadFile(blob, fileName);
        toast.show({ variant: 'success', message: t('admin.export.done', { fileName }) });
      },
      onError: (error) => console.error('users export failed', error),
    });
}
