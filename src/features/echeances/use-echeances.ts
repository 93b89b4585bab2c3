import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EcheanceSaveBody } from '../../../contract/echeances-save';
import {
  deleteEcheance,
  deleteEcheances,
  fetchEcheance,
  fetchEcheances,
  fetchFrequencies,
  saveEcheance,
} from './echeances-api';

/** Query keys of the planned operations area (/previsionnel/operations and its modal). */
export const echeanceKeys = {
  all: ['echeances'] as const,
  list: () => [...echeanceKeys.all, 'list'] as const,
  one: (id: number) => [...echeanceKeys.all, 'one', id] as const,
  frequencies: () => [...echeanceKeys.all, 'frequencies'] as const,
};

export const useEcheances = () =>
  useQuery({ queryKey: echeanceKeys.list(), queryFn: fetchEcheances });

export const useEcheance = (id: number | null) =>
  useQuery({
    queryKey: echeanceKeys.one(id ?? 0),
    queryFn: () => fetchEcheance(id!),
    enabled: id !== null,
    gcTime: 0,
  });

/** GET /api/frequencies never changes while the app runs. */
export const useFrequencies = () =>
  useQuery({
    queryKey: echeanceKeys.frequencies(),
    queryFn: fetchFrequencies,
    staleTime: Infinity,
  });

function useRefreshEcheances() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: echeanceKeys.all });
}

export function useSaveEcheance() {
  const refresh = useRefreshEcheances();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EcheanceSaveBody }) =>
      saveEcheance(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteEcheance() {
  const refresh = useRefreshEcheances();
  return useMutation({ mutationFn: deleteEcheance, onSuccess: refresh });
}

export function useDeleteEcheances() {
  const refresh = useRefreshEcheances();
  return useMutation({ mutationFn: deleteEcheances, onSuccess: refresh });
}
