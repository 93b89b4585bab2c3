import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EcheanceSettingsDto } from '../../../contract/echeance-settings';
import { useToast } from '../../components/toast-context';
import { settingsKeys } from '../settings/use-settings';
import { fetchEcheanceSettings, saveEcheanceSettings } from './echeances-settings-api';

/** Query keys of the scheduled-operation settings (/parameters/operations). */
export const echeancesSettingsKeys = {
  all: ['echeances-settings'] as const,
  settings: () => [...echeancesSettingsKeys.all, 'settings'] as const,
};

export const useEcheanceSettings = () =>
  useQuery({ queryKey: echeancesSettingsKeys.settings(), queryFn: fetchEcheanceSettings });

/** Saves the delay and the missed-dates policy; the preferences of /parameters follow. */
export function useSaveEcheanceSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: saveEcheanceSettings,
    onSuccess: (saved: EcheanceSettingsDto) => {
      queryClient.setQueryData(echeancesSettingsKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.preferences() });
      toast.show({ variant: 'success', message: t('echeanceSettings.saved') });
    },
  });
}
