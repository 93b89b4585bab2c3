import type {
  PaymentButton,
  PaymentState,
  SubscriptionDetails,
  UpdateProfileAnswer,
  UpdateProfileRequest,
} from '../../../contract/subscriptions';
import { api } from '../../lib/api';

export async function fetchPaymentState(): Promise<PaymentState> {
  return (await api.get<PaymentState>('/api/paypal')).data;
}

export async function fetchPaymentButtons(): Promise<PaymentButton[]> {
  return (await api.get<PaymentButton[]>('/public/api/paypal/buttons')).data;
}

/** POST /api/updateProfile: PREMIUM answers the approval page, FREE cancels. */
export async function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileAnswer> {
  return (await api.post<UpdateProfileAnswer>('/api/updateProfile', body)).data;
}

export async function cancelSubscription(
  subscriptionId: number,
  idUser: number,
): Promise<SubscriptionDetails> {
  const path = `/api/paypal/subscription/${subscriptionId}/cancel/simple/users/${idUser}`;
  return (await api.post<SubscriptionDetails>(path)).data;
}

export async function startDiscovery(): Promise<{ date: string | null }> {
  return (await api.post<{ date: string | null }>('/api/updateProfileToDiscovery')).data;
}
