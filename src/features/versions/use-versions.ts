import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VersionsTable, VersionsTableInput } from '../../../contract/versions';
import { api } from '../../lib/api';

/** Query keys of the versions area (/parameters/versions, /admin/versions). */
export const versionsKeys = {
  all: ['versions'] as const,
  table: () => [...versionsKeys.all, 'table'] as const,
};

const fetchVersionsTable = async () => (await api.get<VersionsTable>('/api/versions')).data;

export const useVersionsTable = () =>
  useQuery({ queryKey: versionsKeys.table(), queryFn: fetchVersionsTable });

export function useSaveVersionsTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (table: VersionsTableInput) =>
      (await api.post<VersionsTable>('/api/versions', table)).data,
    onSuccess: (saved) => queryClient.setQueryData(versionsKeys.table(), saved),
  });
}
