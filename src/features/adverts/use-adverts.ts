import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdvertDto, AdvertSaved, Comparator } from '../../../contract/adverts';
import { NEW_ID } from '../../../contract/ids';
import { api } from '../../lib/api';

/** Query keys of the adverts area (/comparator, /admin/adverts). */
export const advertKeys = {
  all: ['adverts'] as const,
  list: () => [...advertKeys.all, 'list'] as const,
  comparator: () => [...advertKeys.all, 'comparator'] as const,
};

export const useComparator = () =>
  useQuery({
    queryKey: advertKeys.comparator(),
    queryFn: async () => (await api.get<Comparator>('/api/comparator')).data,
  });

export const useAdverts = () =>
  useQuery({
    queryKey: advertKeys.list(),
    queryFn: async () => (await api.get<AdvertDto[]>('/api/adverts')).data,
  });

export function useSaveAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ advertId, ...body }: AdvertSaved & { advertId: number | null }) =>
      (await api.post<AdvertDto>(`/api/adverts/${advertId ?? NEW_ID}`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertKeys.all }),
  });
}

export function useDeleteAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (advertId: number) => api.delete(`/api/adverts/${advertId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertKeys.all }),
  });
}
