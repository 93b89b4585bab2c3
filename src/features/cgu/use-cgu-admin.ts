import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CguSaveInput } from '../../../contract/cgu';
import { authKeys } from '../auth/use-auth';
import { deleteCgu, fetchCgus, saveCgu } from './cgu-admin-api';
import { cguKeys } from './use-cgu';

/** Query keys of the terms administration, under the terms area's. */
export const cguAdminKeys = {
  all: [...cguKeys.all, 'admin'] as const,
  list: () => [...cguAdminKeys.all, 'list'] as const,
};

export const useCguList = () => useQuery({ queryKey: cguAdminKeys.list(), queryFn: fetchCgus });

/** Saving may change the terms in force: the terms shown and the session's agreement follow. */
export function useSaveCgu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idCgu, ...body }: CguSaveInput & { idCgu: number | null }) =>
      saveCgu(idCgu, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cguKeys.all });
      await queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
  });
}

export function useDeleteCgu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCgu,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cguAdminKeys.all }),
  });
}
