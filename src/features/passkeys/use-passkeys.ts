import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addPasskey, fetchPasskeys, revokePasskey } from './passkeys-api';

/** Query keys of the person's passkeys (/parameters). */
export const passkeysKeys = {
  all: ['passkeys'] as const,
  list: () => [...passkeysKeys.all, 'list'] as const,
};

export const usePasskeys = () =>
  useQuery({ queryKey: passkeysKeys.list(), queryFn: fetchPasskeys });

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKeys.all }),
  });
}

export function useRevokePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKeys.all }),
  });
}
