import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvertDto } from '../../../contract/adverts';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { Table, type Column } from '../../components/table';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { AdvertModal } from './advert-modal';
import { useAdverts, useDeleteAdvert } from './use-adverts';
import './adverts.css';

type Editing = { advert: AdvertDto | null } | null;

/** /admin/adverts (ROLE_ADMIN): the partner offers of the comparator and the advert frames. */
export default function AdvertsAdminPage() {
  const { t } = useTranslation();
  const adverts = useAdverts();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdvertDto | null>(null);
  return (
    <>
      <PageHeader
        title={t('screen.admin.adverts')}
        description={t('adverts.admin.description')}
        actions={
          <Button variant="primary" onClick={() => setEditing({ advert: null })}>
            {t('adverts.add')}
          </Button>
        }
      />
      <QueryGate queries={[adverts]}>
        {() => (
          <AdvertsTable
            adverts={adverts.data!}
            onEdit={(advert) => setEditing({ advert })}
            onDelete={setDeleting}
          />
        )}
      </QueryGate>
      {editing && <AdvertModal advert={editing.advert} onClose={() => setEditing(null)} />}
      <DeleteAdvertModal advert={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

interface AdvertsTableProps {
  adverts: readonly AdvertDto[];
  onEdit: (advert: AdvertDto) => void;
  onDelete: (advert: AdvertDto) => void;
}

function AdvertsTable({ adverts, onEdit, onDelete }: AdvertsTableProps) {
  const { t } = useTranslation();
  if (adverts.length === 0) return <EmptyState title={t('adverts.admin.empty')} />;
  const columns: Column<AdvertDto>[] = [
    { key: 'name', header: t('adverts.name'), render: (advert) => advert.name },
    {
      key: 'category',
      header: t('adverts.category'),
      render: (advert) => t(`adverts.category.${advert.category}`),
    },
    {
      key: 'location',
      header: t('adverts.location'),
      render: (advert) => t(`adverts.location.${advert.location ?? 'none'}`),
    },
    {
      key: 'url',
      header: t('adverts.url'),
      render: (advert) => <span className="adverts-admin__url">{advert.url}</span>,
    },
    {
      key: 'actions',
      header: t('adverts.actions'),
      align: 'end',
      render: (advert) => (
        <span className="adverts-admin__actions">
          <Button
            variant="link"
            onClick={() => onEdit(advert)}
            aria-label={t('adverts.editNamed', { name: advert.name })}
          >
            {t('adverts.edit')}
          </Button>
          <Button
            variant="link"
            onClick={() => onDelete(advert)}
            aria-label={t('adverts.deleteNamed', { name: advert.name })}
          >
            {t('adverts.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      caption={t('adverts.caption', { count: adverts.length })}
      columns={columns}
      rows={adverts}
      rowKey={(advert) => advert.advertId}
      smallScreen="stack"
      paginated
    />
  );
}

function DeleteAdvertModal({ advert, onClose }: { advert: AdvertDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteAdvert();
  const confirm = () =>
    advert &&
    remove.mutate(advert.advertId, {
      onSuccess: () =>
        toast.show({ variant: 'success', message: t('adverts.deleted', { name: advert.name }) }),
      onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      onSettled: onClose,
    });
  return (
    <ConfirmModal
      open={advert !== null}
      title={t('adverts.delete.title')}
      message={t('adverts.delete.message', { name: advert?.name ?? '' })}
      confirmLabel={t('adverts.delete')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
