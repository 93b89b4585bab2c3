import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationKind } from '../../../contract/operations';
import type { StatementSaveRequest } from '../../../contract/operations-reconciliation';
import {
  countSearch,
  deleteOperation,
  fetchOperationTypes,
  deleteOperations,
  fetchBalance,
  fetchDayRate,
  fetchLastStatement,
  fetchOperation,
  fetchOperations,
  pointOperations,
  saveOperation,
  saveStatement,
  searchOperations,
  type BalanceParams,
  type DayRateParams,
  type OperationListParams,
  type SearchParams,
} from './operations-api';
import { useCategoryTrees } from '../categories/use-categories';
import { usePayeeAccess } from '../payees/use-payee-access';
import { usePayees } from '../payees/use-payees';
import { useAccountChoices } from '../settings/use-settings';
import { useTags } from '../tags/use-tags';

/** Query keys of the operations area (/operations, /search, the operation and transfer modals). */
export const operationKeys = {
  all: ['operations'] as const,
  list: (params: OperationListParams) => [...operationKeys.all, 'list', params] as const,
  balance: (params: BalanceParams) => [...operationKeys.all, 'balance', params] as const,
  one: (kind: OperationKind, id: number) => [...operationKeys.all, 'one', kind, id] as const,
  search: (params: SearchParams) => [...operationKeys.all, 'search', params] as const,
  searchCount: (params: SearchParams) => [...operationKeys.all, 'searchCount', params] as const,
  statement: (accountId: number) => [...operationKeys.all, 'statement', accountId] as const,
  dayRate: (params: DayRateParams | null) => [...operationKeys.all, 'dayRate', params] as const,
};

/** The exchange rate of a day between two currencies; null: nothing to ask. */
export const useDayRate = (params: DayRateParams | null) =>
  useQuery({
    queryKey: operationKeys.dayRate(params),
    queryFn: () => fetchDayRate(params!),
    enabled: params !== null,
    staleTime: 60_000,
  });

export const useOperations = (params: OperationListParams | null) =>
  useQuery({
    queryKey: params ? operationKeys.list(params) : operationKeys.all,
    queryFn: () => fetchOperations(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });

export const useBalance = (params: BalanceParams | null) =>
  useQuery({
    queryKey: params ? operationKeys.balance(params) : operationKeys.all,
    queryFn: () => fetchBalance(params!),
    enabled: params !== null,
  });

export const useOperation = (kind: OperationKind, id: number | null) =>
  useQuery({
    queryKey: operationKeys.one(kind, id ?? 0),
    queryFn: () => fetchOperation(kind, id!),
    enabled: id !== null,
    gcTime: 0,
  });

export const useSearch = (params: SearchParams | null) =>
  useQuery({
    queryKey: params ? operationKeys.search(params) : operationKeys.all,
    queryFn: () => searchOperations(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });

export const useSearchCount = (params: SearchParams | null) =>
  useQuery({
    queryKey: params ? operationKeys.searchCount(params) : operationKeys.all,
    queryFn: () => countSearch(params!),
    enabled: params !== null,
  });

export const useLastStatement = (accountId: number | null) =>
  useQuery({
    queryKey: operationKeys.statement(accountId ?? 0),
    queryFn: () => fetchLastStatement(accountId!),
    enabled: accountId !== null,
  });

/** Every write changes lists, balances and searches: all of the area is read again. */
function useRefreshOperations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: operationKeys.all });
}

export function useSaveOperation() {
  const refresh = useRefreshOperations();
  return useMutation({ mutationFn: saveOperation, onSuccess: refresh });
}

export function useDeleteOperation() {
  const refresh = useRefreshOperations();
  return useMutation({
    mutationFn: ({ kind, id, etag }: { kind: OperationKind; id: number; etag?: string }) =>
      deleteOperation(kind, id, etag),
    onSuccess: refresh,
  });
}

export function useDeleteOperations() {
  const refresh = useRefreshOperations();
  return useMutation({
    mutationFn: (ids: number[]) => deleteOperations({ ids }, crypto.randomUUID()),
    onSuccess: refresh,
  });
}

export function usePointOperations() {
  const refresh = useRefreshOperations();
  return useMutation({
    mutationFn: ({ ids, state }: { ids: number[]; state: 'P' | null }) =>
      pointOperations(ids, state),
    onSuccess: refresh,
  });
}

export function useSaveStatement(accountId: number) {
  const refresh = useRefreshOperations();
  return useMutation({
    mutationFn: (statement: StatementSaveRequest) => saveStatement(accountId, statement),
    onSuccess: refresh,
  });
}

/** GET /api/type never changes while the app runs. */
const operationTypeKeys = { all: ['operationTypes'] as const };

export const useOperationTypes = () =>
  useQuery({ queryKey: operationTypeKeys.all, queryFn: fetchOperationTypes, staleTime: Infinity });

/** The lists the operation and transfer modals choose from; tags only with TAG. */
export function useOperationReferences() {
  // The same functionalities as the payee screens: tags (TAG), split (VENTILATED_OPERATION).
  const access = usePayeeAccess();
  const accounts = useAccountChoices();
  const trees = useCategoryTrees();
  const payees = usePayees();
  const types = useOperationTypes();
  const tags = useTags({ enabled: access.tags });
  const queries = [accounts, trees, payees, types, ...(access.tags ? [tags] : [])];
  return { access, accounts, trees, payees, types, tags, queries };
}
