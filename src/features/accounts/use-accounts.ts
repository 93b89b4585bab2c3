import { useMutation } from '@tanstack/react-query';
import type { AccountSaveRequest } from '../../../contract/account-payloads';
import type { AccountDto } from '../../../contract/account-dtos';
import { useRefreshBanks } from '../banks/use-banks';
import { deleteAccount, saveAccount } from './accounts-api';
import { toSaveRequest } from './account-form';

// The accounts are read with their banks (GET /api/bank): their queries are the banks area's.

export function useSaveAccount() {
  const refresh = useRefreshBanks();
  return useMutation({
    mutationFn: ({
      accountId,
      account,
    }: {
      accountId: number | null;
      account: AccountSaveRequest;
    }) => saveAccount(accountId, account),
    onSuccess: refresh,
  });
}

/** Marks or unmarks a favourite: the account is saved back with only that changed. */
export function useToggleFavorite() {
  const refresh = useRefreshBanks();
  return useMutation({
    mutationFn: (account: AccountDto) =>
      saveAccount(account.accountId, { ...toSaveRequest(account), favorite: !account.favorite }),
    onSuccess: refresh,
  });
}

export function useDeleteAccount() {
  const refresh = useRefreshBanks();
  return useMutation({
    mutationFn: ({ accountId, force }: { accountId: number; force: boolean }) =>
      deleteAccount(accountId, force),
    onSuccess: refresh,
  });
}
