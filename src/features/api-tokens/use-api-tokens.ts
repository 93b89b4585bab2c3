import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiToken, fetchApiTokens, revokeApiToken } from './api-tokens-api';

/** Query keys of the personal API tokens (/parameters). */
export const apiTokensKeys = {
  all: ['api-tokens'] as const,
  list: () => [...apiTokensKeys.all, 'list'] as const,
};

export const useApiTokens = () =>
  useQuery({ queryKey: apiTokensKeys.list(), queryFn: fetchApiTokens });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKeys.all }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKeys.all }),
  });
}
