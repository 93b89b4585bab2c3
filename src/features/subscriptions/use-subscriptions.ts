import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshSession } from '../auth/use-auth';
import {
  cancelSubscription,
  fetchPaymentButtons,
  fetchPaymentState,
  startDiscovery,
  updateProfile,
} from './subscriptions-api';

/** Query keys of the subscriptions area (/upgrade, /parameters, the home tile). */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  state: () => [...subscriptionKeys.all, 'state'] as const,
  buttons: () => [...subscriptionKeys.all, 'buttons'] as const,
};

export const usePaymentState = () =>
  useQuery({ queryKey: subscriptionKeys.state(), queryFn: fetchPaymentState });

export const usePaymentButtons = () =>
  useQuery({
    queryKey: subscriptionKeys.buttons(),
    queryFn: fetchPaymentButtons,
    staleTime: Infinity,
  });

/** After any change the profile (menu, guards) and the payment state are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return () =>
    Promise.all([
      refreshSession(),
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    ]);
}

/** Starts a payment: the browser leaves for the provider's approval page. */
export function useSubscribe() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      if (answer.approveUrl) window.location.assign(answer.approveUrl);
    },
    onError: () => afterChange(),
  });
}

export function useCancelSubscription(idUser: number) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (subscriptionId: number) => cancelSubscription(subscriptionId, idUser),
    onSettled: () => afterChange(),
  });
}

export function useStartDiscovery() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: startDiscovery, onSettled: () => afterChange() });
}
