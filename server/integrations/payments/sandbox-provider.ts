import { randomBytes } from 'node:crypto';
import { pathOf } from '../../../contract/endpoint';
import { showSandboxApproval } from '../../../contract/endpoints/subscriptions-public';
import {
  isAnnualMode,
  type PaymentMode,
  type SubscriptionStatus,
} from '../../../contract/subscriptions';
import {
  PaymentProviderError,
  type NewSubscription,
  type PaymentProvider,
  type ProviderSubscription,
} from './payment-provider';

interface SandboxSubscription extends ProviderSubscription {
  paymentMode: PaymentMode;
  returnUrl: string;
  cancelUrl: string;
}

function addPeriod(now: number, mode: PaymentMode): string {
  const date = new Date(now);
  if (isAnnualMode(mode)) date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The default provider: subscriptions live in memory, approved on the app's own page, so the
 * whole flow runs offline. They are lost when the server stops, like a sandbox should be.
 */
export class SandboxProvider implements PaymentProvider {
  readonly kind = 'sandbox';
  private readonly subscriptions = new Map<string, SandboxSubscription>();
  private readonly byRequest = new Map<string, string>();

  /** The sandbox needs no plans. */
  async prepare(): Promise<void> {}

  constructor(private readonly now: () => number = Date.now) {}

  async createSubscription(request: NewSubscription) {
    const known = this.byRequest.get(request.requestId);
    const id = known ?? `SANDBOX-${randomBytes(12).toString('hex').toUpperCase()}`;
    if (!known) {
      this.byRequest.set(request.requestId, id);
      this.subscriptions.set(id, {
        id,
        status: 'APPROVAL_PENDING',
        customId: String(request.userId),
        paymentMode: request.paymentMode,
        nextBillingDate: null,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
      });
    }
    // Relative: the page is served by this very app, whatever address the browser uses.
    const approveUrl = `${pathOf(showSandboxApproval, { subscriptionId: id })}?lang=${request.language}`;
    return { id, approveUrl };
  }

  private find(id: string): SandboxSubscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new PaymentProviderError(`sandbox: no subscription ${id}`);
    return sub;
  }

  /** The pending subscription the approval page shows, or undefined. */
  pending(id: string): SandboxSubscription | undefined {
    const sub = this.subscriptions.get(id);
    return sub?.status === 'APPROVAL_PENDING' ? sub : undefined;
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    const { status, customId, paymentMode, nextBillingDate } = this.find(id);
    return { id, status, customId, paymentMode, nextBillingDate };
  }

  /** The buyer approves: the first period is paid. */
  approve(id: string): SandboxSubscription {
    const sub = this.find(id);
    sub.status = 'ACTIVE';
    sub.nextBillingDate = addPeriod(this.now(), sub.paymentMode);
    return sub;
  }

  /** The buyer gives up on the approval page. */
  decline(id: string): SandboxSubscription {
    const sub = this.find(id);
    sub.status = 'CANCELLED';
    return sub;
  }

  /** Tests move a subscription as PayPal would (suspension after failed payments…). */
  setStatus(id: string, status: SubscriptionStatus, nextBillingDate?: string | null): void {
    const sub = this.find(id);
    sub.status = status;
    if (nextBillingDate !== undefined) sub.nextBillingDate = nextBillingDate;
  }

  async cancelSubscription(id: string): Promise<void> {
    this.find(id).status = 'CANCELLED';
  }
}
