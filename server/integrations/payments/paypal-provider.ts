import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../contract/subscriptions';
import {
  PaymentProviderError,
  dayOf,
  type NewSubscription,
  type PaymentProvider,
  type ProviderSubscription,
} from './payment-provider';
import { PaypalHttp, type PaypalSettings } from './paypal-http';
import { ensurePlans, type PaypalPlans } from './paypal-plans';

interface PaypalSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  billing_info?: { next_billing_time?: string };
  links?: { href: string; rel: string }[];
}

const statusOf = (status: string): SubscriptionStatus => {
  if ((SUBSCRIPTION_STATUSES as readonly string[]).includes(status)) {
    return status as SubscriptionStatus;
  }
  throw new PaymentProviderError(`PayPal status ${status}`);
};

/** The real PayPal Subscriptions API (v1 billing). */
export class PaypalProvider implements PaymentProvider {
  readonly kind = 'paypal';
  private readonly http: PaypalHttp;
  private plans: Promise<PaypalPlans> | undefined;

  constructor(settings: PaypalSettings, now?: () => number) {
    this.http = new PaypalHttp(settings, now);
  }

  /** Finds or creates the product and plans; run at start, and again after a failure. */
  prepare(): Promise<PaypalPlans> {
    this.plans ??= ensurePlans(this.http).catch((error: unknown) => {
      this.plans = undefined;
      throw error;
    });
    return this.plans;
  }

  async createSubscription(request: NewSubscription) {
    const planId = (await this.prepare()).byMode.get(request.paymentMode);
    const body = {
      plan_id: planId,
      custom_id: String(request.userId),
      application_context: {
        brand_name: 'Pécule',
        user_action: 'SUBSCRIBE_NOW',
        locale: request.language === 'en' ? 'en-GB' : 'fr-FR',
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
      },
    };
    const created = await this.http.call<PaypalSubscription>(
      'POST',
      '/v1/billing/subscriptions',
      body,
      request.requestId,
    );
    const approveUrl = created.links?.find((l) => l.rel === 'approve')?.href;
    if (!approveUrl) throw new PaymentProviderError('PayPal gave no approve link');
    return { id: created.id, approveUrl };
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    const sub = await this.http.call<PaypalSubscription>(
      'GET',
      `/v1/billing/subscriptions/${encodeURIComponent(id)}`,
    );
    return {
      id: sub.id,
      status: statusOf(sub.status),
      customId: sub.custom_id ?? '',
      paymentMode: (await this.prepare()).modeOf(sub.plan_id),
      nextBillingDate: dayOf(sub.billing_info?.next_billing_time),
    };
  }

  async cancelSubscription(id: string, reason: string, requestId: string): Promise<void> {
    await this.http.call(
      'POST',
      `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`,
      { reason },
      requestId,
    );
  }
}
