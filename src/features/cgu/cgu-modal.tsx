import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cguSaveSchema, type CguDto, type CguSave, type CguSaveInput } from '../../../contract/cgu';
import { MessageCode } from '../../../contract/message-codes';
import {
  Form,
  FormCheckbox,
  FormRootError,
  FormTextArea,
  FormTextField,
} from '../../components/form';
import { FormModal } from '../../components/form-modal';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { useSaveCgu } from './use-cgu-admin';

const FORM_ID = 'cgu-form';
const CGU_ERRORS = {
  codes: {
    [MessageCode.cguNameRequired]: 'name',
    [MessageCode.cguContentFrRequired]: 'contentFr',
  },
  invalid: 'contentFr',
} as const;

/** Creates terms (cgu null) or edits them; the checkbox puts them in force. */
export function CguModal({ cgu, onClose }: { cgu: CguDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveCgu();
  const form = useForm<CguSaveInput, unknown, CguSave>({
    resolver: zodResolver(cguSaveSchema),
    defaultValues: {
      name: cgu?.name ?? '',
      contentFr: cgu?.contentFr ?? '',
      contentEn: cgu?.contentEn ?? '',
      used: cgu?.used ?? false,
    },
  });
  const submit = (body: CguSave) =>
    save.mutate(
      { idCgu: cgu?.idCgu ?? null, ...body },
      {
        onSuccess: (saved) => {
          const key = saved.used ? 'admin.cgu.savedInForce' : 'admin.cgu.saved';
          toast.show({ variant: 'success', message: t(key, { name: saved.name }) });
          onClose();
        },
        onError: (error) => applyServerError(form, error, CGU_ERRORS),
      },
    );

  return (
    <FormModal
      title={t(cgu ? 'admin.cgu.modal.edit' : 'admin.cgu.modal.add')}
      formId={FORM_ID}
      saveLabel={t('admin.cgu.modal.save')}
      saving={save.isPending}
      onCancel={onClose}
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
        <FormRootError />
        <FormTextField name="name" label={t('admin.cgu.name')} autoComplete="off" />
        <FormTextArea name="contentFr" label={t('admin.cgu.contentFr')} rows={8} />
        <FormTextArea
          name="contentEn"
          label={t('admin.cgu.contentEn')}
          hint={t('admin.cgu.contentEn.hint')}
          rows={5}
        />
        {cgu?.used ? (
          <p className="cgu-admin__note">{t('admin.cgu.inForceNote')}</p>
        ) : (
          <FormCheckbox name="used" label={t('admin.cgu.used')} hint={t('admin.cgu.used.hint')} />
        )}
      </Form>
    </FormModal>
  );
}
