import {
  PAYMENT_MODE_PRICES,
  type SubscriptionStatus,
  type UserEventType,
} from '../../../contract/subscriptions';
import type { Db, Executor } from '../../db/database';
import type {
  PaymentProvider,
  ProviderSubscription,
} from '../../integrations/payments/payment-provider';
import { reconcileProfile } from './subscriptions-profile.service';
import * as repository from './subscriptions.repository';

/**
 * When a subscription stops (cancelled, suspended) its right lasts to the end of the period paid:
 * the last next-billing day the provider told (PayPal drops it on cancel). Nothing was paid
 * while it waited for approval.
 */
function endOfPaidPeriod(
  row: { status: string; nextBillingDate: string | null; endsAt: string | null },
  sub: ProviderSubscription,
): string | null {
  if (sub.status === 'ACTIVE' || sub.status === 'EXPIRED') return null;
  if (sub.status !== 'CANCELLED' && sub.status !== 'SUSPENDED') return row.endsAt;
  return row.endsAt ?? sub.nextBillingDate ?? row.nextBillingDate;
}

/**
 * Stores what the provider says of one of our subscriptions and sets the profile from it, in the
 * caller's transaction. A subscription we do not know, or whose custom_id names another user,
 * changes nothing. Answers the user touched, if any.
 */
export async function applyProviderState(
  db: Executor,
  sub: ProviderSubscription,
  now: number,
  event?: UserEventType,
): Promise<number | undefined> {
  const row = await repository.findByProviderId(db, sub.id);
  if (!row || sub.customId !== String(row.userId)) return undefined;
  const paymentMode = sub.paymentMode ?? row.paymentMode;
  await repository.updateSubscription(db, row.userId, row.id, {
    status: sub.status satisfies SubscriptionStatus,
    paymentMode,
    amount: paymentMode
      ? PAYMENT_MODE_PRICES[paymentMode as keyof typeof PAYMENT_MODE_PRICES]
      : row.amount,
    nextBillingDate: sub.nextBillingDate ?? row.nextBillingDate,
    endsAt: endOfPaidPeriod(row, sub),
    updatedAt: new Date(now).toISOString(),
  });
  if (event) {
    await repository.insertUserEvent(db, row.userId, event, sub.id, new Date(now).toISOString());
  }
  await reconcileProfile(db, row.userId, now);
  return row.userId;
}

/** Re-reads from the provider every subscription of the user that may still change. */
export async function syncUserWithProvider(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  now: number,
): Promise<void> {
  const rows = await repository.findSubscriptionsOfUser(db.kysely, userId);
  for (const row of rows) {
    if (!row.providerSubscriptionId || row.deleted === 1 || row.status === 'EXPIRED') continue;
    const sub = await provider.getSubscription(row.providerSubscriptionId);
    await db.kysely.transaction().execute((trx) => applyProviderState(trx, sub, now));
  }
  await reconcileProfile(db.kysely, userId, now);
}
