import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../contract/accounts-summary';
import { LANGUAGES } from '../../../contract/languages';
import {
  preferencesSchema,
  type CurrencyDto,
  type Preferences,
  type PreferencesDto,
} from '../../../contract/settings';
import { Button } from '../../components/button';
import { Form, FormCheckbox, FormRootError, FormSelect } from '../../components/form';
import { useCurrencyOptions } from '../../lib/currency-names';
import { applyServerError } from '../../lib/form-errors';
import { editablePreferences, useSavePreferences } from './use-settings';

interface PreferencesFormProps {
  preferences: PreferencesDto;
  currencies: readonly CurrencyDto[];
  accounts: readonly AccountSummary[];
}

/**
 * Currency, main account, language, simple mode, sort by date. The language follows the saved
 * one (also chosen in the top bar), leaving the other fields as they are. The echeance delay is
 * edited on /parameters/operations: the latest one read is sent back unchanged.
 */
export function PreferencesForm({ preferences, currencies, accounts }: PreferencesFormProps) {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const form = useForm<Preferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: editablePreferences(preferences),
  });
  const { resetField } = form;
  useEffect(
    () => resetField('language', { defaultValue: preferences.language }),
    [resetField, preferences.language],
  );
  const currencyOptions = useCurrencyOptions(currencies);

  const submit = (values: Preferences) =>
    save.mutate(
      { ...values, echeanceDelay: preferences.echeanceDelay },
      {
        onSuccess: (saved) => form.reset(editablePreferences(saved)),
        onError: (error) => applyServerError(form, error),
      },
    );

  return (
    <Form form={form} onSubmit={submit} className="settings-form">
      <FormRootError />
      <FormSelect name="currency" numeric label={t('param.currency')} options={currencyOptions} />
      {accounts.length > 0 ? (
        <FormSelect
          name="mainAccount"
          numeric
          label={t('param.mainAccount')}
          placeholder={t('param.mainAccount.none')}
          options={accounts.map((a) => ({
            value: String(a.accountId),
            label: `${a.name} (${a.bank.name})`,
          }))}
        />
      ) : (
        <p className="settings-form__empty">{t('param.mainAccount.noAccount')}</p>
      )}
      <FormSelect
        name="language"
        label={t('param.language')}
        options={LANGUAGES.map((code) => ({ value: code, label: t(`common.language.${code}`) }))}
      />
      <FormCheckbox name="simpleMode" label={t('param.simpleMode')} />
      <FormCheckbox name="sortByDate" label={t('param.sortByDate')} />
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t('param.preferences.save')}
      </Button>
    </Form>
  );
}
