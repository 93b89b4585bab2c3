import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BiWebviewFlow } from '../../../contract/bi';
import { useToast } from '../../components/toast-context';
import { useInvalidateSynced } from '../../lib/invalidate-synced';
import {
  fetchImporters,
  fetchSyncDone,
  fetchTempCode,
  importAccount,
  saveImporters,
  startSync,
} from './bi-api';
import { pollSyncStatus } from './sync-polling';

/** Query keys of the bank synchronisation area. */
export const biKeys = {
  all: ['bi'] as const,
  importers: () => [...biKeys.all, 'importers'] as const,
};

export const useImporters = (enabled = true) =>
  useQuery({ queryKey: biKeys.importers(), queryFn: fetchImporters, enabled });

/** Leaves for the bank's web view (connect, manage or reconnect a connection). */
export function useOpenWebview() {
  return useMutation({
    mutationFn: ({ flow, biBankId }: { flow: BiWebviewFlow; biBankId?: number }) =>
      fetchTempCode(flow, biBankId),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The accounts, their balances and operations changed: read them again. */
export function useRefreshSynced() {
  const queryClient = useQueryClient();
  const invalidateSynced = useInvalidateSynced();
  return () =>
    Promise.all([invalidateSynced(), queryClient.invalidateQueries({ queryKey: biKeys.all })]);
}

let stopPolling: (() => void) | undefined;

/**
 * Says the synchronisation runs, polls its status and says when it is over (000 §4). One poll
 * at a time: a new start replaces the running one.
 */
export function useFollowSync() {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshSynced();
  return () => {
    stopPolling?.();
    toast.show({ variant: 'info', message: t('bi.screens.sync.inProgress') });
    stopPolling = pollSyncStatus({
      isDone: fetchSyncDone,
      onDone: () => {
        toast.show({ variant: 'success', message: t('bi.screens.sync.finished') });
        void refresh();
      },
      onGiveUp: () => {
        toast.show({ variant: 'warning', message: t('bi.screens.sync.stillRunning') });
        void refresh();
      },
    });
  };
}

/** Save (the server verifies first, with the verify's errors, then starts the sync); follow it. */
export function useSaveImporters() {
  const queryClient = useQueryClient();
  const follow = useFollowSync();
  return useMutation({
    mutationFn: saveImporters,
    onSuccess: (saved) => {
      queryClient.setQueryData(biKeys.importers(), saved);
      follow();
    },
  });
}

export function useStartSync() {
  const follow = useFollowSync();
  return useMutation({ mutationFn: startSync, onSuccess: follow });
}

export function useImportAccount() {
  const refresh = useRefreshSynced();
  return useMutation({
    mutationFn: ({ accountId, startDate }: { accountId: number; startDate: string }) =>
      importAccount(accountId, startDate),
    onSettled: refresh,
  });
}

/** Who may let the synchronisation import operations by itself. */
export { mayAutoImport } from './bi-access';
