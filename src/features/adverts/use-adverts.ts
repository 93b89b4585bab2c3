import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdvertSaved } from '../../../contract/adverts';
import * as advertsApi from '../../../contract/endpoints/adverts';
import { NEW_ID } from '../../../contract/ids';
import { callEndpoint } from '../../lib/api';

/** Query keys of the adverts area (/comparator, /admin/adverts). */
export const advertKeys = {
  all: ['adverts'] as const,
  list: () => [...advertKeys.all, 'list'] as const,
  comparator: () => [...advertKeys.all, 'comparator'] as const,
};

export const useComparator = () =>
  useQuery({
    queryKey: advertKeys.comparator(),
    queryFn: () => callEndpoint(advertsApi.getComparator, {}),
  });

export const useAdverts = () =>
  useQuery({
    queryKey: advertKeys.list(),
    queryFn: () => callEndpoint(advertsApi.listAdverts, {}),
  });

export function useSaveAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ advertId, ...body }: AdvertSaved & { advertId: number | null }) =>
      callEndpoint(advertsApi.saveAdvert, {
        params: { advertId: String(advertId ?? NEW_ID) },
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertKeys.all }),
  });
}

export function useDeleteAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (advertId: number) =>
      callEndpoint(advertsApi.deleteAdvert, { params: { advertId: String(advertId) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertKeys.all }),
  });
}
