import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADVERT_CATEGORIES,
  ADVERT_LOCATIONS,
  advertSaveSchema,
  type AdvertDto,
  type AdvertSave,
  type AdvertSaved,
} from '../../../contract/adverts';
import { MessageCode } from '../../../contract/message-codes';
import {
  Form,
  FormRootError,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '../../components/form';
import { FormModal } from '../../components/form-modal';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { useSaveAdvert } from './use-adverts';

const FORM_ID = 'advert-form';
const ADVERT_ERRORS = {
  codes: {
    [MessageCode.advertNameRequired]: 'name',
    [MessageCode.advertUrlInvalid]: 'url',
    [MessageCode.advertImgInvalid]: 'img',
    [MessageCode.advertCategoryRequired]: 'category',
  },
  invalid: 'desc',
} as const;

/** Creates (advert null) or edits a partner advert. */
export function AdvertModal({
  advert,
  onClose,
}: {
  advert: AdvertDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAdvert();
  const form = useForm<AdvertSave, unknown, AdvertSaved>({
    resolver: zodResolver(advertSaveSchema),
    defaultValues: {
      name: advert?.name ?? '',
      url: advert?.url ?? '',
      img: advert?.img ?? '',
      desc: advert?.desc ?? '',
      category: advert?.category ?? ADVERT_CATEGORIES[0],
      location: advert?.location ?? '',
    },
  });
  const submit = (body: AdvertSaved) =>
    save.mutate(
      { advertId: advert?.advertId ?? null, ...body },
      {
        onSuccess: (saved) => {
          toast.show({ variant: 'success', message: t('adverts.saved', { name: saved.name }) });
          onClose();
        },
        onError: (error) => applyServerError(form, error, ADVERT_ERRORS),
      },
    );
  const categories = ADVERT_CATEGORIES.map((value) => ({
    value,
    label: t(`adverts.category.${value}`),
  }));
  const locations = [
    { value: '', label: t('adverts.location.none') },
    ...ADVERT_LOCATIONS.map((value) => ({ value, label: t(`adverts.location.${value}`) })),
  ];
  return (
    <FormModal
      title={t(advert ? 'adverts.modal.edit' : 'adverts.modal.add')}
      formId={FORM_ID}
      saveLabel={t('adverts.modal.save')}
      saving={save.isPending}
      onCancel={onClose}
    >
      <Form form={form} onSubmit={submit} id={FORM_ID}>
        <FormRootError />
        <FormTextField name="name" label={t('adverts.name')} autoComplete="off" />
        <FormSelect name="category" label={t('adverts.category')} options={categories} />
        <FormTextField
          name="url"
          label={t('adverts.url')}
          hint={t('adverts.url.hint')}
          type="url"
        />
        <FormTextField
          name="img"
          label={t('adverts.img')}
          hint={t('adverts.img.hint')}
          type="url"
        />
        <FormTextArea name="desc" label={t('adverts.desc')} rows={3} />
        <FormSelect name="location" label={t('adverts.location')} options={locations} />
      </Form>
    </FormModal>
  );
}
