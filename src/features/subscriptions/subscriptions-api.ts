import * as subscriptionsApi from '../../../contract/endpoints/subscriptions';
import type {
  PaymentButton,
  PaymentState,
  SubscriptionDetails,
  UpdateProfileAnswer,
  UpdateProfileRequest,
} from '../../../contract/subscriptions';
import { callEndpoint } from '../../lib/api';

export const fetchPaymentState = (): Promise<PaymentState> =>
  callEndpoint(subscriptionsApi.getPaymentState, {});

export const fetchPaymentButtons = (): Promise<PaymentButton[]> =>
  callEndpoint(subscriptionsApi.listPaymentButtons, {});

/** POST /api/updateProfile: PREMIUM answers the approval page, FREE cancels. */
export const updateProfile = (body: UpdateProfileRequest): Promise<UpdateProfileAnswer> =>
  callEndpoint(subscriptionsApi.updateProfile, { body });

export const cancelSubscription = (
  subscriptionId: number,
  idUser: number,
): Promise<SubscriptionDetails> =>
  callEndpoint(subscriptionsApi.cancelOwnSubscription, {
    params: { subscriptionId: String(subscriptionId), idUser: String(idUser) },
  });

export const startDiscovery = (): Promise<{ date: string | null }> =>
  callEndpoint(subscriptionsApi.startDiscovery, {});
