import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authKeys } from '../auth/auth-keys';
import {
  fetchAccounts,
  fetchCurrencies,
  fetchPreferences,
  fetchUserDetails,
  saveUserDetails,
} from './settings-api';
import { settingsKeys } from './settings-keys';

export const useUserDetails = () =>
  useQuery({ queryKey: settingsKeys.details(), queryFn: fetchUserDetails });

export const usePreferences = () =>
  useQuery({ queryKey: settingsKeys.preferences(), queryFn: fetchPreferences });

export const useCurrencies = () =>
  useQuery({ queryKey: settingsKeys.currencies(), queryFn: fetchCurrencies, staleTime: Infinity });

export const useAccountChoices = () =>
  useQuery({ queryKey: settingsKeys.accounts(), queryFn: fetchAccounts });

/** GET /api/user again, after a change the top bar or other screens show. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: authKeys.session() }),
    [queryClient],
  );
}

export function useSaveUserDetails() {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: saveUserDetails,
    onSuccess: async (_, details) => {
      queryClient.setQueryData(settingsKeys.details(), details);
      await refreshSession();
    },
  });
}
