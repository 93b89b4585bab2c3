import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MessageCode } from '../../../contract/message-codes';
import { tagSaveSchema, type TagDto } from '../../../contract/tags';
import { Button } from '../../components/button';
import { Form, FormRootError, FormTextField } from '../../components/form';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { useSaveTag } from './use-tags';

type TagForm = z.input<typeof tagSaveSchema>;

const FORM_ID = 'tag-form';
const TAG_ERRORS = {
  codes: { [MessageCode.tagAlreadyExist]: 'name', [MessageCode.tagNameRequired]: 'name' },
  invalid: 'name',
} as const;

/** Adds a tag (tag null) or renames one. */
export function TagModal({ tag, onClose }: { tag: TagDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveTag();
  const form = useForm<TagForm, unknown, z.output<typeof tagSaveSchema>>({
    resolver: zodResolver(tagSaveSchema),
    defaultValues: { name: tag?.name ?? '' },
  });
  const submit = ({ name }: { name: string }) =>
    save.mutate(
      { tagId: tag?.tagId ?? null, name },
      {
        onSuccess: () => {
          toast.show({ variant: 'success', message: t('tags.saved', { name }) });
          onClose();
        },
        onError: (error) => applyServerError(form, error, TAG_ERRORS),
      },
    );

  return (
    <Modal
      open
      title={t(tag ? 'tags.modal.edit' : 'tags.modal.add')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={save.isPending}>
            {t('tags.modal.save')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
        <FormRootError />
        <FormTextField name="name" label={t('tags.name')} autoComplete="off" />
      </Form>
    </Modal>
  );
}
