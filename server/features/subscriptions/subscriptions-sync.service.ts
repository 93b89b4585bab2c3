import {
  PAYMENT_MODE_PRICES,
  type SubscriptionStatus,
  type UserEventType,
} from '../../../contract/subscriptions';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../db/database';
import type {
  PaymentProvider,
  ProviderSubscription,
} from '../../integrations/payments/payment-provider';
import { runInBackground } from '../../jobs/background';
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
 * Stores what the provider says of one of our subscriptions, in the caller's transaction. A
 * subscription we do not know, or whose custom_id names another user, changes nothing. Answers
 * the user touched, if any.
 */
async function storeProviderState(
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
  return row.userId;
}

/** Stores what the provider says of one of our subscriptions and sets the profile from it. */
export async function applyProviderState(
  db: Executor,
  sub: ProviderSubscription,
  now: number,
  event?: UserEventType,
): Promise<number | undefined> {
  const userId = await storeProviderState(db, sub, now, event);
  if (userId !== undefined) await reconcileProfile(db, userId, now);
  return userId;
}

/**
 * What anyone may ask for an id (the payment page's return): asks the provider about the user's
 * subscriptions that do not give their right yet and stores only those it reports ACTIVE, so the
 * profile can only rise. Cancellations and expiries come by the signed webhooks and the
 * signed-in user's own calls. An unknown id has no subscription and costs the same.
 */
export async function raiseFromProvider(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  now: number,
): Promise<void> {
  const rows = await repository.findSubscriptionsOfUser(db.kysely, userId);
  const waiting = rows.filter(
    (row) =>
      row.providerSubscriptionId &&
      row.deleted === 0 &&
      row.status !== 'ACTIVE' &&
      row.status !== 'EXPIRED',
  );
  for (const row of waiting) {
    const sub = await provider.getSubscription(row.providerSubscriptionId!);
    if (sub.status !== 'ACTIVE') continue;
    await db.kysely.transaction().execute(async (trx) => {
      if ((await storeProviderState(trx, sub, now)) === undefined) return;
      await reconcileProfile(trx, userId, now, { raiseOnly: true });
    });
  }
}

/**
 * Starts raiseFromProvider after the answer, so neither the answer nor its time tells whether the
 * id exists; a failure is logged.
 */
export function raiseFromProviderLater(
  db: Db,
  provider: PaymentProvider,
  logger: Logger,
  userId: number,
  now: number,
): void {
  runInBackground(logger, 'subscription refresh', () =>
    raiseFromProvider(db, provider, userId, now),
  );
}
