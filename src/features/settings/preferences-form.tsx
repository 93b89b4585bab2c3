import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
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
import {
  Form,
  FormCheckbox,
  FormNumberField,
  FormRootError,
  FormSelect,
} from '../../components/form';
import { useToast } from '../../components/toast-context';
import { chooseLanguage } from '../../lib/language';
import { errorMessageKey } from '../../lib/messages';
import { savePreferences } from './settings-api';
import { settingsKeys } from './settings-keys';
import { useRefreshSession } from './use-settings';

interface PreferencesFormProps {
  preferences: PreferencesDto;
  currencies: readonly CurrencyDto[];
  accounts: readonly AccountSummary[];
}

/** The editable part of the preferences (the rest belongs to other screens). */
const valuesOf = (dto: PreferencesDto): Preferences => ({
  currency: dto.currency,
  mainAccount: dto.mainAccount,
  language: dto.language,
  echeanceDelay: dto.echeanceDelay,
  simpleMode: dto.simpleMode,
  sortByDate: dto.sortByDate,
});

/** Currency, main account, language, echeance delay, simple mode, sort by date. */
export function PreferencesForm({ preferences, currencies, accounts }: PreferencesFormProps) {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const form = useForm<Preferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: valuesOf(preferences),
  });

  const submit = (values: Preferences) =>
    save.mutate(values, {
      onSuccess: (saved) => form.reset(valuesOf(saved)),
      onError: (error) => form.setError('root', { message: errorMessageKey(error) }),
    });

  return (
    <Form form={form} onSubmit={submit} className="settings-form">
      <FormRootError />
      <FormSelect
        name="currency"
        numeric
        label={t('param.currency')}
        options={currencies.map((c) => ({
          value: String(c.currencyId),
          label: `${c.abrv} — ${c.name} (${c.symb})`,
        }))}
      />
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
      <FormNumberField
        name="echeanceDelay"
        label={t('param.echeanceDelay')}
        hint={t('param.echeanceDelay.hint')}
        min={0}
        max={30}
        step={1}
      />
      <FormCheckbox name="simpleMode" label={t('param.simpleMode')} />
      <FormCheckbox name="sortByDate" label={t('param.sortByDate')} />
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t('param.preferences.save')}
      </Button>
    </Form>
  );
}

/** Saves; a new language also switches the interface (and is remembered on this browser). */
function useSavePreferences() {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const toast = useToast();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKeys.preferences(), saved);
      if (saved.language !== i18n.resolvedLanguage) await chooseLanguage(saved.language);
      toast.show({ variant: 'success', message: i18n.t('param.preferences.saved') });
      await refreshSession();
    },
  });
}
