import { useTranslation } from 'react-i18next';
import type { AdminUser, UsersPage } from '../../../contract/admin-users';
import { formatIsoDate } from '../../../contract/dates';
import { Button } from '../../components/button';
import { Table, type Column } from '../../components/table';

interface UsersTableProps {
  page: UsersPage;
  selected: ReadonlySet<number>;
  onToggle: (userId: number) => void;
  onToggleAll: (ids: number[], select: boolean) => void;
  onOpen: (user: AdminUser) => void;
  onPage: (page: number) => void;
}

const day = (instant: string | null) => (instant ? formatIsoDate(instant.slice(0, 10), false) : '');

/** The page of users with a selection box each, and a pager numbered from 1 (spec 002 §9). */
export function UsersTable({
  page,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  onPage,
}: UsersTableProps) {
  const { t } = useTranslation();
  const ids = page.content.map((u) => u.idUser);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const pages = Math.max(1, Math.ceil(page.totalElements / page.size));
  const columns: Column<AdminUser>[] = [
    {
      key: 'select',
      header: t('admin.users.select'),
      render: (u) => (
        <input
          type="checkbox"
          checked={selected.has(u.idUser)}
          onChange={() => onToggle(u.idUser)}
          aria-label={t('admin.users.selectNamed', { login: u.login })}
        />
      ),
    },
    { key: 'login', priority: 'essential', header: t('admin.users.login'), render: (u) => u.login },
    { key: 'usageName', header: t('admin.users.usageName'), render: (u) => u.usageName ?? '' },
    { key: 'email', header: t('admin.users.email'), render: (u) => u.email ?? '' },
    {
      key: 'profile',
      header: t('admin.users.profile'),
      render: (u) => t(`admin.profile.${u.profile.name}`, u.profile.name),
    },
    { key: 'creation', header: t('admin.users.creationDate'), render: (u) => day(u.creationDate) },
    { key: 'last', header: t('admin.users.lastConnection'), render: (u) => day(u.lastConnection) },
    { key: 'state', header: t('admin.users.state'), render: (u) => stateOf(u, t) },
    {
      key: 'open',
      header: t('admin.users.actions'),
      align: 'end',
      render: (u) => (
        <Button
          variant="link"
          onClick={() => onOpen(u)}
          aria-label={t('admin.users.openNamed', { login: u.login })}
        >
          {t('admin.users.open')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className="admin-pager">
        <label>
          <input
            type="checkbox"
            checked={allSelected}
            onChange={() => onToggleAll(ids, !allSelected)}
          />{' '}
          {t('admin.users.selectPage')}
        </label>
      </div>
      <Table
        caption={t('admin.users.caption', { count: page.totalElements })}
        columns={columns}
        rows={page.content}
        rowKey={(u) => u.idUser}
        smallScreen="stack"
      />
      <nav className="admin-pager" aria-label={t('admin.users.pages')}>
        <Button disabled={page.number === 0} onClick={() => onPage(page.number - 1)}>
          {t('admin.users.previous')}
        </Button>
        <span aria-live="polite">{t('admin.users.pageOf', { page: page.number + 1, pages })}</span>
        <Button disabled={page.number + 1 >= pages} onClick={() => onPage(page.number + 1)}>
          {t('admin.users.next')}
        </Button>
      </nav>
    </>
  );
}

function stateOf(user: AdminUser, t: (key: string) => string): string {
  if (user.locked) return t('admin.users.status.LOCKED');
  return user.active ? t('admin.users.status.ACTIVE') : t('admin.users.status.INACTIVE');
}
