import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MessageCode } from '../../../contract/message-codes';
import { tagSaveSchema, type TagDto } from '../../../contract/tags';
import { Form, FormRootError, FormTextField } from '../../components/form';
import { FormModal } from '../../components/form-modal';
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
    <FormModal
      title={t(tag ? 'tags.modal.edit' : 'tags.modal.add')}
      formId={FORM_ID}
      saveLabel={t('tags.modal.save')}
      saving={save.isPending}
      onCancel={onClose}
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
        <FormRootError />
        <FormTextField name="name" label={t('tags.name')} autoComplete="off" />
      </Form>
    </FormModal>
  );
}
