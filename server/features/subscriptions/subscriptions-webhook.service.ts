import { z } from 'zod';
import { MessageCode } from '../../../contract/message-codes';
import type { UserEventType } from '../../../contract/subscriptions';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Payments } from '../../integrations/payments/payments';
import type { WebhookHeaders } from '../../integrations/payments/paypal-webhook-verifier';
import { applyProviderState } from './subscriptions-sync.service';
import * as repository from './subscriptions.repository';

/** The PayPal events we act on, and the user event each records. */
export const WEBHOOK_EVENTS: Record<string, UserEventType> = {
  'BILLING.SUBSCRIPTION.ACTIVATED': 'SUBSCRIPTION_ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED': 'SUBSCRIPTION_CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED': 'SUBSCRIPTION_SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED': 'SUBSCRIPTION_EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'PAYMENT_FAILED',
  'PAYMENT.SALE.COMPLETED': 'PAYMENT_COMPLETED',
};

export const webhookEventSchema = z.object({
  id: z.string().min(1).max(100),
  event_type: z.string().max(60),
  resource: z
    .object({
      id: z.string().max(100).optional(),
      billing_agreement_id: z.string().max(100).optional(),
    })
    .loose(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const subscriptionIdOf = (event: WebhookEvent): string | undefined =>
  event.event_type === 'PAYMENT.SALE.COMPLETED'
    ? event.resource.billing_agreement_id
    : event.resource.id;

/**
 * A PayPal webhook: refused (nothing stored) unless its signature is good and fresh; applied
 * once per event id; never trusted for the state or the order of events: the subscription is
 * read again from the provider, and that answer is what gets stored.
 */
export async function receiveWebhook(
  db: Db,
  payments: Payments,
  headers: WebhookHeaders,
  rawBody: Buffer | undefined,
  body: unknown,
  now: number,
): Promise<WebhookOutcome> {
  if (!payments.verifier || !rawBody) throw AppError.badRequest(MessageCode.webhookRefused);
  const verdict = await payments.verifier.verify(headers, rawBody).catch(() => 'unverifiable');
  if (verdict !== 'ok') throw AppError.badRequest(MessageCode.webhookRefused);
  const parsed = webhookEventSchema.safeParse(body);
  if (!parsed.success) throw AppError.badRequest(MessageCode.webhookRefused);
  const event = parsed.data;
  const userEvent = WEBHOOK_EVENTS[event.event_type];
  const subscriptionId = subscriptionIdOf(event);
  if (!userEvent || !subscriptionId) return 'ignored';
  if (await repository.findWebhookEvent(db.kysely, event.id)) return 'duplicate';
  const sub = await payments.provider.getSubscription(subscriptionId).catch(() => {
    throw new AppError(502, MessageCode.paymentProcessError);
  });
  return db.kysely.transaction().execute(async (trx) => {
    const receivedAt = new Date(now).toISOString();
    if (!(await repository.insertWebhookEvent(trx, event.id, event.event_type, receivedAt))) {
      return 'duplicate';
    }
    await applyProviderState(trx, sub, now, userEvent);
    return 'applied';
  });
}
