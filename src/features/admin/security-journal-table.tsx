import { useTranslation } from 'react-i18next';
import { formatIsoDate, toIsoDate } from '../../../contract/dates';
import type { SecurityEventEntry, SecurityEventsPage } from '../../../contract/security-events';
import { Button } from '../../components/button';
import { Table, type Column } from '../../components/table';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';

interface SecurityJournalTableProps {
  page: SecurityEventsPage;
  /** From 0. */
  number: number;
  size: number;
  onPage: (page: number) => void;
}

const CODED = new Set(['action', 'cause']);

/** dd/MM/yyyy HH:mm where the admin is (dd/MM/yy on small screens). */
export function formatInstant(iso: string, small: boolean): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(date.getHours())}:${two(date.getMinutes())}`;
  return `${formatIsoDate(toIsoDate(date), small)} ${time}`;
}

/** The page of events, newest first, and a pager numbered from 1. */
export function SecurityJournalTable({ page, number, size, onPage }: SecurityJournalTableProps) {
  const { t } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const pages = Math.max(1, Math.ceil(page.total / size));
  const details = (e: SecurityEventEntry) =>
    Object.entries(e.details ?? {})
      .map(
        ([key, value]) =>
          `${t(`admin.securityJournal.detail.${key}`, key)} : ${valueOf(key, value)}`,
      )
      .join(' · ');
  /** Actions and causes are codes: shown in words. */
  const valueOf = (key: string, value: unknown) =>
    CODED.has(key)
      ? t(`admin.securityJournal.value.${String(value)}`, String(value))
      : String(value);
  const columns: Column<SecurityEventEntry>[] = [
    {
      key: 'at',
      priority: 'essential',
      header: t('admin.securityJournal.at'),
      render: (e) => formatInstant(e.createdAt, small),
    },
    {
      key: 'type',
      priority: 'essential',
      header: t('admin.securityJournal.type'),
      render: (e) => t(`admin.securityJournal.types.${e.type}`),
    },
    {
      key: 'user',
      header: t('admin.securityJournal.user'),
      render: (e) => [e.login, e.userId === null ? null : `#${e.userId}`].filter(Boolean).join(' '),
    },
    { key: 'address', header: t('admin.securityJournal.address'), render: (e) => e.address ?? '' },
    {
      key: 'outcome',
      header: t('admin.securityJournal.outcome'),
      render: (e) => t(`admin.securityJournal.outcomes.${e.outcome}`),
    },
    { key: 'details', header: t('admin.securityJournal.details'), render: details },
  ];
  return (
    <>
      <div className="security-journal">
        <Table
          caption={t('admin.securityJournal.caption', { count: page.total })}
          columns={columns}
          rows={page.entries}
          rowKey={(e) => e.id}
          smallScreen="stack"
        />
      </div>
      <nav className="admin-pager" aria-label={t('admin.securityJournal.pages')}>
        <Button disabled={number === 0} onClick={() => onPage(number - 1)}>
          {t('admin.users.previous')}
        </Button>
        <span aria-live="polite">{t('admin.users.pageOf', { page: number + 1, pages })}</span>
        <Button disabled={number + 1 >= pages} onClick={() => onPage(number + 1)}>
          {t('admin.users.next')}
        </Button>
      </nav>
    </>
  );
}
