import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankSaveRequest } from '../../../contract/banks';
import { settingsKeys } from '../settings/use-settings';
import { deleteBank, fetchBankNames, fetchBanks, saveBank } from './banks-api';

/** Query keys of the banks area; the accounts screen reads its accounts from the banks too. */
export const bankKeys = {
  all: ['banks'] as const,
  list: () => [...bankKeys.all, 'list'] as const,
  names: () => [...bankKeys.all, 'names'] as const,
};

export const useBanks = () => useQuery({ queryKey: bankKeys.list(), queryFn: fetchBanks });

export const useBankNames = () =>
  useQuery({ queryKey: bankKeys.names(), queryFn: fetchBankNames, staleTime: Infinity });

/** After a change to banks or accounts: the lists, and the account choices of /parameters. */
export function useRefreshBanks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bankKeys.list() }),
      queryClient.invalidateQueries({ queryKey: settingsKeys.accounts() }),
    ]);
}

export function useSaveBank() {
  const refresh = useRefreshBanks();
  return useMutation({
    mutationFn: ({ bankId, bank }: { bankId: number | null; bank: BankSaveRequest }) =>
      saveBank(bankId, bank),
    onSuccess: refresh,
  });
}

export function useDeleteBank() {
  const refresh = useRefreshBanks();
  return useMutation({
    mutationFn: ({ bankId, force }: { bankId: number; force: boolean }) =>
      deleteBank(bankId, force),
    onSuccess: refresh,
  });
}
