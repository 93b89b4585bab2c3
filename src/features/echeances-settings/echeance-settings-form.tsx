import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ECHEANCE_CATCH_UP,
  echeanceSettingsSchema,
  type EcheanceSettings,
} from '../../../contract/echeance-settings';
import { ECHEANCE_DELAY_MAX, ECHEANCE_DELAY_MIN } from '../../../contract/constants';
import { Button } from '../../components/button';
import { Form, FormNumberField, FormRootError } from '../../components/form';
import { FormRadioGroup } from '../../components/form-choices';
import { applyServerError } from '../../lib/form-errors';
import { useSaveEcheanceSettings } from './use-echeances-settings';

/** The echeance delay (spec 000: 0–30 days) and what autoSave does with missed dates. */
export function EcheanceSettingsForm({ settings }: { settings: EcheanceSettings }) {
  const { t } = useTranslation();
  const save = useSaveEcheanceSettings();
  const form = useForm<EcheanceSettings>({
    resolver: zodResolver(echeanceSettingsSchema),
    defaultValues: { echeanceDelay: settings.echeanceDelay, catchUp: settings.catchUp },
  });
  const submit = (values: EcheanceSettings) =>
    save.mutate(values, {
      onSuccess: (saved) =>
        form.reset({ echeanceDelay: saved.echeanceDelay, catchUp: saved.catchUp }),
      onError: (error) => applyServerError(form, error),
    });

  return (
    <Form form={form} onSubmit={submit} className="echeances-settings__form">
      <FormRootError />
      <FormNumberField
        name="echeanceDelay"
        label={t('param.echeanceDelay')}
        hint={t('param.echeanceDelay.hint')}
        min={ECHEANCE_DELAY_MIN}
        max={ECHEANCE_DELAY_MAX}
        step={1}
      />
      <FormRadioGroup
        name="catchUp"
        legend={t('echeanceSettings.catchUp')}
        hint={t('echeanceSettings.catchUp.hint')}
        choices={ECHEANCE_CATCH_UP.map((value) => ({
          value,
          label: t(`echeanceSettings.catchUp.${value}`),
        }))}
      />
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t('echeanceSettings.save')}
      </Button>
    </Form>
  );
}
