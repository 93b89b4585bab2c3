import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshSession } from '../auth/use-auth';
import {
  confirmSetup,
  disable,
  fetchPolicy,
  fetchStatus,
  renewRecoveryCodes,
  savePolicy,
  startSetup,
} from './two-factor-api';

/** Query keys of the two-factor area. */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
  policy: () => [...twoFactorKeys.all, 'policy'] as const,
};

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: twoFactorKeys.status(), queryFn: fetchStatus });

export const useTwoFactorPolicy = () =>
  useQuery({ queryKey: twoFactorKeys.policy(), queryFn: fetchPolicy });

/** After a change: the status, and the session (an administrator's setup may be required). */
function useAfterChange() {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }), refreshSession()]);
}

export const useStartSetup = () => useMutation({ mutationFn: startSetup });

export function useConfirmSetup() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: confirmSetup, onSuccess: afterChange });
}

export function useDisable() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: disable, onSuccess: afterChange });
}

export function useRenewRecoveryCodes() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: renewRecoveryCodes, onSuccess: afterChange });
}

export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePolicy,
    onSuccess: (policy) => queryClient.setQueryData(twoFactorKeys.policy(), policy),
  });
}
