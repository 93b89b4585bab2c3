import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayeeDto } from '../../../contract/payees';
import {
  deletePayee,
  fetchPayees,
  payeesHaveOperations,
  refreshPayeeOperations,
  savePayee,
} from './payees-api';

/** Query keys of the payees area (/parameters/payees and the payee modal). */
export const payeeKeys = {
  all: ['payees'] as const,
  list: () => [...payeeKeys.all, 'list'] as const,
  hasOperations: (ids: readonly number[]) => [...payeeKeys.all, 'hasOperations', ids] as const,
};

/** Fresh on each visit: renaming or deleting a tag on its screen changes the payees' tags. */
export const usePayees = () =>
  useQuery({ queryKey: payeeKeys.list(), queryFn: fetchPayees, refetchOnMount: 'always' });

export const usePayeesHaveOperations = (ids: readonly number[]) =>
  useQuery({
    queryKey: payeeKeys.hasOperations(ids),
    queryFn: () => payeesHaveOperations(ids),
    enabled: ids.length > 0,
  });

export function useSavePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayee,
    onSuccess: (saved: PayeeDto) => {
      queryClient.setQueryData<PayeeDto[]>(
        payeeKeys.list(),
        (payees) => payees && [...payees.filter((payee) => payee.payeeId !== saved.payeeId), saved],
      );
    },
  });
}

export interface DeleteFailure {
  payee: PayeeDto;
  error: unknown;
}

/** Deletes the payees one by one; answers the ones refused, the others are gone. */
export function useDeletePayees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payees: readonly PayeeDto[]): Promise<DeleteFailure[]> => {
      const failures: DeleteFailure[] = [];
      for (const payee of payees) {
        await deletePayee(payee.payeeId).catch((error: unknown) => failures.push({ payee, error }));
      }
      return failures;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payeeKeys.list() }),
  });
}

export const useRefreshPayeeOperations = () => useMutation({ mutationFn: refreshPayeeOperations });
