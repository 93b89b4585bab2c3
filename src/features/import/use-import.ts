import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  ImportLineDto,
  ImportLineEdit,
  ImportReportDto,
  ImportReportSummary,
  IncorporateRequest,
  DayMonthOrder,
} from '../../../contract/import';
import type { CsvLayout } from '../../../contract/import-csv-layout';
import { useRefreshBanks } from '../banks/use-banks';
import { operationKeys } from '../operations/use-operations';
import {
  cancelTransfer,
  chooseReportAccount,
  deleteReport,
  editLine,
  fetchHistory,
  fetchPendingReports,
  fetchReport,
  incorporate,
  revertIncorporation,
  saveCsvLayout,
  saveDateOrder,
  setPayeeMatch,
  undoMerge,
  uploadFile,
} from './import-api';

/** Query keys of the import area (/parameters/import-presentation, /parameters/import, history). */
export const importKeys = {
  all: ['import'] as const,
  pending: () => [...importKeys.all, 'pending'] as const,
  report: (importId: number) => [...importKeys.all, 'report', importId] as const,
  history: (accountId: number) => [...importKeys.all, 'history', accountId] as const,
};

export const usePendingReports = () =>
  useQuery({ queryKey: importKeys.pending(), queryFn: fetchPendingReports });

export const useReport = (importId: number | null) =>
  useQuery({
    queryKey: importKeys.report(importId ?? 0),
    queryFn: () => fetchReport(importId!),
    enabled: importId !== null,
  });

export const useHistory = (accountId: number) =>
  useQuery({ queryKey: importKeys.history(accountId), queryFn: () => fetchHistory(accountId) });

/** An upload with the share of the file sent so far (0 to 1). */
export function useUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ file, accountId }: { file: File; accountId: number | null }) => {
      setProgress(0);
      return uploadFile(file, accountId, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.pending() }),
  });
  return { ...mutation, progress };
}

/** A new state of the whole report (account chosen, CSV layout confirmed) replaces the cached one. */
function useReportChange<V>(importId: number, change: (value: V) => Promise<ImportReportDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (report) => {
      queryClient.setQueryData(importKeys.report(importId), report);
      return queryClient.invalidateQueries({ queryKey: importKeys.pending() });
    },
  });
}

export const useChooseAccount = (importId: number) =>
  useReportChange(importId, (accountId: number) => chooseReportAccount(importId, accountId));

export const useSaveCsvLayout = (importId: number) =>
  useReportChange(importId, (layout: CsvLayout) => saveCsvLayout(importId, layout));

export const useSaveDateOrder = (importId: number) =>
  useReportChange(importId, (order: DayMonthOrder) => saveDateOrder(importId, order));

/**
 * A changed line replaces its old self at once; the report is then read again, since the
 * balance after import depends on every line.
 */
function useLineChange<V>(importId: number, change: (value: V) => Promise<ImportLineDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (line) => {
      queryClient.setQueryData<ImportReportDto>(
        importKeys.report(importId),
        (report) => report && replaceLine(report, line),
      );
      return queryClient.invalidateQueries({ queryKey: importKeys.report(importId) });
    },
  });
}

export const replaceLine = (report: ImportReportDto, line: ImportLineDto) => ({
  ...report,
  operations: report.operations.map((old) =>
    old.importedOperationId === line.importedOperationId ? line : old,
  ),
});

export const useEditLine = (importId: number) =>
  useLineChange(importId, ({ id, edit }: { id: number; edit: ImportLineEdit }) =>
    editLine(id, edit),
  );

export const useCancelTransfer = (importId: number) =>
  useLineChange(importId, (id: number) => cancelTransfer(id));

/**
 * The deleted report leaves the pending list at once; the list is read again without waiting,
 * so the screen moves on while the report it showed is still mounted.
 */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_, importId) => {
      queryClient.setQueryData<ImportReportSummary[]>(importKeys.pending(), (reports) =>
        reports?.filter((report) => report.importReportId !== importId),
      );
      void queryClient.invalidateQueries({ queryKey: importKeys.pending() });
    },
  });
}

/** After the books changed: the operations, the accounts' balances and the import lists. */
function useRefreshBooks() {
  const queryClient = useQueryClient();
  const refreshBanks = useRefreshBanks();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: importKeys.all }),
      queryClient.invalidateQueries({ queryKey: operationKeys.all }),
      refreshBanks(),
    ]);
}

export function usePayeeMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payeeId, excluded }: { payeeId: number; excluded: boolean }) =>
      setPayeeMatch(payeeId, excluded),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

export function useIncorporate() {
  const queryClient = useQueryClient();
  const refreshBanks = useRefreshBanks();
  return useMutation({
    mutationFn: (request: IncorporateRequest) => incorporate(request),
    // An incorporated report may be gone: its cached copy is dropped, never read again (a 404
    // while the screen leaves for the operations page); the next visit asks afresh.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...importKeys.all, 'report'] });
      void Promise.all([
        queryClient.invalidateQueries({
          queryKey: importKeys.all,
          predicate: ({ queryKey }) => queryKey[1] !== 'report',
        }),
        queryClient.invalidateQueries({ queryKey: operationKeys.all }),
        refreshBanks(),
      ]);
    },
  });
}

export function useRevertIncorporation() {
  const refresh = useRefreshBooks();
  return useMutation({ mutationFn: revertIncorporation, onSettled: refresh });
}

export function useUndoMerge() {
  const refresh = useRefreshBooks();
  return useMutation({ mutationFn: undoMerge, onSettled: refresh });
}
