import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VersionsTableInput } from '../../../contract/versions';
import * as versionsApi from '../../../contract/endpoints/versions';
import { callEndpoint } from '../../lib/api';

/** Query keys of the versions area (/parameters/versions, /admin/versions). */
export const versionsKeys = {
  all: ['versions'] as const,
  table: () => [...versionsKeys.all, 'table'] as const,
};

const fetchVersionsTable = () => callEndpoint(versionsApi.getVersionsTable, {});

export const useVersionsTable = () =>
  useQuery({ queryKey: versionsKeys.table(), queryFn: fetchVersionsTable });

export function useSaveVersionsTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (table: VersionsTableInput) =>
      callEndpoint(versionsApi.saveVersionsTable, { body: table }),
    onSuccess: (saved) => queryClient.setQueryData(versionsKeys.table(), saved),
  });
}
