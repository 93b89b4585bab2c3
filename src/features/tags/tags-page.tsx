import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagDto } from '../../../contract/tags';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { Table, type Column } from '../../components/table';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { TagModal } from './tag-modal';
import { useDeleteTag, useTags } from './use-tags';
import '../../components/parameters-list.css';

type Editing = { tag: TagDto | null } | null;

/** /parameters/tags (spec 001 §2, FUNCTIONALITY_TAG): list, add, rename, delete. */
export default function TagsPage() {
  const { t } = useTranslation();
  const tags = useTags();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TagDto | null>(null);

  return (
    <>
      <PageHeader
        title={t('screen.parameters.tags')}
        description={t('tags.description')}
        actions={
          <Button variant="primary" onClick={() => setEditing({ tag: null })}>
            {t('tags.add')}
          </Button>
        }
      />
      <QueryGate queries={[tags]}>
        {() => (
          <TagList
            tags={tags.data!}
            onEdit={(tag) => setEditing({ tag })}
            onDelete={(tag) => setDeleting(tag)}
          />
        )}
      </QueryGate>
      {editing && <TagModal tag={editing.tag} onClose={() => setEditing(null)} />}
      <DeleteTagModal tag={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

interface TagListProps {
  tags: readonly TagDto[];
  onEdit: (tag: TagDto) => void;
  onDelete: (tag: TagDto) => void;
}

function TagList({ tags, onEdit, onDelete }: TagListProps) {
  const { t, i18n } = useTranslation();
  const sorted = useMemo(
    () => [...tags].sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [tags, i18n.language],
  );
  if (sorted.length === 0) return <EmptyState title={t('tags.empty')} />;
  const columns: Column<TagDto>[] = [
    { key: 'name', priority: 'essential', header: t('tags.name'), render: (tag) => tag.name },
    {
      key: 'actions',
      priority: 'essential',
      header: t('tags.actions'),
      align: 'end',
      render: (tag) => (
        <span className="parameters-list__actions">
          <Button
            variant="link"
            onClick={() => onEdit(tag)}
            aria-label={t('tags.renameNamed', { name: tag.name })}
          >
            {t('tags.renameShort')}
          </Button>
          <Button
            variant="link"
            onClick={() => onDelete(tag)}
            aria-label={t('tags.deleteNamed', { name: tag.name })}
          >
            {t('tags.deleteShort')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      caption={t('tags.caption', { count: sorted.length })}
      columns={columns}
      rows={sorted}
      rowKey={(tag) => tag.tagId}
      smallScreen="stack"
      paginated
    />
  );
}

function DeleteTagModal({ tag, onClose }: { tag: TagDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteTag();
  const confirm = () =>
    tag &&
    remove.mutate(tag.tagId, {
      onSuccess: () =>
        toast.show({ variant: 'success', message: t('tags.deleted', { name: tag.name }) }),
      onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      onSettled: onClose,
    });
  return (
    <ConfirmModal
      open={tag !== null}
      title={t('tags.delete.title')}
      message={t('tags.delete.message', { name: tag?.name ?? '' })}
      confirmLabel={t('tags.delete.confirm')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
