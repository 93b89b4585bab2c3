import type { Language } from '../../../contract/auth';
import type { PaymentMode, SubscriptionStatus } from '../../../contract/subscriptions';

/** A subscription as the provider knows it: the only truth webhooks lead to. */
export interface ProviderSubscription {
  id: string;
  status: SubscriptionStatus;
  /** Our user id, given when the subscription was created (custom_id). */
  customId: string;
  paymentMode: PaymentMode | null;
  /** Next billing day (yyyy-MM-dd), which is the end of the paid period; null when none. */
  nextBillingDate: string | null;
}

export interface NewSubscription {
  userId: number;
  paymentMode: PaymentMode;
  returnUrl: string;
  cancelUrl: string;
  /** The payer's language: the approval page speaks it. */
  language: Language;
  /** Sent as PayPal-Request-Id: the same key never creates two subscriptions. */
  requestId: string;
}

export interface PaymentProvider {
  readonly kind: 'paypal' | 'sandbox';
  /** Finds or creates what the provider needs (PayPal's product and plans); run at start. */
  prepare(): Promise<unknown>;
  createSubscription(request: NewSubscription): Promise<{ id: string; approveUrl: string }>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  cancelSubscription(id: string, reason: string, requestId: string): Promise<void>;
}

/** Any failure of the provider: answered signup.paypal.process-error. */
export class PaymentProviderError extends Error {}

/** Day part of an ISO instant, or null. */
export const dayOf = (instant: string | undefined | null): string | null =>
  instant ? instant.slice(0, 10) : null;
