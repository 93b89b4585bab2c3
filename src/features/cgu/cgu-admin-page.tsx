import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CguDto } from '../../../contract/cgu';
import { formatIsoDate } from '../../../contract/dates';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { Table, type Column } from '../../components/table';
import { useToast } from '../../components/toast-context';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../components/use-media-query';
import { errorMessageKey } from '../../lib/messages';
import { CguDeleteModal } from './cgu-delete-modal';
import { CguModal } from './cgu-modal';
import { useCguList, useSaveCgu } from './use-cgu-admin';
import '../../components/parameters-list.css';
import './cgu.css';

type Editing = { cgu: CguDto | null } | null;

/** /admin/cgu (spec 002 §2, ROLE_ADMIN): versions of the terms; create, edit, put in force, delete. */
export default function CguAdminPage() {
  const { t } = useTranslation();
  const list = useCguList();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CguDto | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('screen.admin.cgu')}
        description={t('admin.cgu.description')}
        actions={
          <Button variant="primary" onClick={() => setEditing({ cgu: null })}>
            {t('admin.cgu.add')}
          </Button>
        }
      />
      {refusal && (
        <Alert variant="warning" onDismiss={() => setRefusal(null)}>
          {t(refusal)}
        </Alert>
      )}
      <QueryGate queries={[list]}>
        {() => (
          <CguTable
            cgus={list.data!}
            onEdit={(cgu) => setEditing({ cgu })}
            onDelete={(cgu) => {
              setRefusal(null);
              setDeleting(cgu);
            }}
          />
        )}
      </QueryGate>
      {editing && <CguModal cgu={editing.cgu} onClose={() => setEditing(null)} />}
      <CguDeleteModal cgu={deleting} onClose={() => setDeleting(null)} onRefused={setRefusal} />
    </>
  );
}

interface CguTableProps {
  cgus: readonly CguDto[];
  onEdit: (cgu: CguDto) => void;
  onDelete: (cgu: CguDto) => void;
}

function CguTable({ cgus, onEdit, onDelete }: CguTableProps) {
  const { t } = useTranslation();
  const publish = useSaveCgu();
  const toast = useToast();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const day = (iso: string | null) => (iso ? formatIsoDate(iso, small) : '—');
  const putInForce = (cgu: CguDto) =>
    publish.mutate(
      { ...cgu, used: true },
      {
        onSuccess: () =>
          toast.show({
            variant: 'success',
            message: t('admin.cgu.savedInForce', { name: cgu.name }),
          }),
        onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      },
    );
  if (cgus.length === 0) return <EmptyState title={t('admin.cgu.empty')} />;
  const columns: Column<CguDto>[] = [
    { key: 'name', header: t('admin.cgu.name'), render: (cgu) => cgu.name },
    { key: 'created', header: t('admin.cgu.createdAt'), render: (cgu) => day(cgu.createdAt) },
    { key: 'published', header: t('admin.cgu.publishedAt'), render: (cgu) => day(cgu.publishedAt) },
    {
      key: 'state',
      header: t('admin.cgu.state'),
      render: (cgu) => (
        <span className={cgu.used ? 'cgu-admin__badge cgu-admin__badge--on' : 'cgu-admin__badge'}>
          {t(cgu.used ? 'admin.cgu.state.inForce' : 'admin.cgu.state.draft')}
        </span>
      ),
    },
    {
      key: 'agreements',
      header: t('admin.cgu.agreements'),
      align: 'end',
      render: (cgu) => cgu.agreements,
    },
    {
      key: 'actions',
      header: t('admin.cgu.actions'),
      align: 'end',
      render: (cgu) => (
        <span className="parameters-list__actions">
          <Button
            variant="link"
            onClick={() => onEdit(cgu)}
            aria-label={t('admin.cgu.editNamed', { name: cgu.name })}
          >
            {t('admin.cgu.edit')}
          </Button>
          {!cgu.used && (
            <Button
              variant="link"
              onClick={() => putInForce(cgu)}
              aria-label={t('admin.cgu.publishNamed', { name: cgu.name })}
            >
              {t('admin.cgu.publish')}
            </Button>
          )}
          <Button
            variant="link"
            onClick={() => onDelete(cgu)}
            aria-label={t('admin.cgu.deleteNamed', { name: cgu.name })}
          >
            {t('admin.cgu.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      caption={t('admin.cgu.caption', { count: cgus.length })}
      columns={columns}
      rows={cgus}
      rowKey={(cgu) => cgu.idCgu}
      smallScreen="stack"
      paginated
    />
  );
}
