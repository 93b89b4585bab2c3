import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MODES_AUTO_IMPORT,
  type AdminUser,
  type ModeAutoImport,
} from '../../../contract/admin-users';
import { profileAndCommentSchema } from '../../../contract/admin-users-actions';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { Form, FormRootError, FormSelect, FormTextArea } from '../../components/form';
import { FormDateField } from '../../components/form-inputs';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { errorMessageKey } from '../../lib/messages';
import { useProfiles, useSaveModeAutoImport, useSaveProfile } from './use-admin';

const formSchema = profileAndCommentSchema.omit({ idUser: true });
type ProfileForm = z.input<typeof formSchema>;

/** Profile (USER or PREMIUM) with comment and end date, and the auto-import mode. */
export function UserProfileForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const profiles = useProfiles();
  const save = useSaveProfile();
  const mode = useSaveModeAutoImport();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      profileId: user.profile.id,
      comment: user.comment ?? '',
      profileEndDate: user.profileEndDate,
    },
  });
  const assignable = (profiles.data ?? []).filter((p) => p.assignable);
  const submit = (values: ProfileForm) =>
    save.mutate(
      { userId: user.idUser, ...values, comment: values.comment || null },
      {
        onSuccess: () => toast.show({ variant: 'success', message: t('admin.user.profileSaved') }),
        onError: (error) => applyServerError(form, error, { codes: {} }),
      },
    );
  return (
    <>
      <Form form={form} onSubmit={submit} id="admin-profile-form">
        <FormRootError />
        <FormSelect
          name="profileId"
          numeric
          label={t('admin.users.profile')}
          options={assignable.map((p) => ({
            value: String(p.id),
            label: t(`admin.profile.${p.name}`, p.name),
          }))}
        />
        <FormDateField
          name="profileEndDate"
          label={t('admin.user.profileEndDate')}
          hint={t('admin.user.profileEndDate.hint')}
        />
        <FormTextArea name="comment" label={t('admin.user.comment')} />
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('admin.user.saveProfile')}
        </Button>
      </Form>
      <Select
        label={t('admin.user.modeAutoImport')}
        placeholder={t('admin.user.modeAutoImport.none')}
        value={user.parameter.modeAutoImport ?? ''}
        options={MODES_AUTO_IMPORT.map((m) => ({
          value: m,
          label: t(`admin.user.modeAutoImport.${m}`),
        }))}
        onChange={(e) =>
          mode.mutate(
            { userId: user.idUser, mode: modeOf(e.target.value) },
            {
              onError: (error) =>
                toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
            },
          )
        }
      />
    </>
  );
}

/** The chosen mode; none for the placeholder (the select offers MODES_AUTO_IMPORT only). */
function modeOf(value: string): ModeAutoImport | null {
  return MODES_AUTO_IMPORT.find((mode) => mode === value) ?? null;
}
