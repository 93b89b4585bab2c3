import { ProfileName } from '../../../contract/access';
import { MessageCode } from '../../../contract/message-codes';
import {
  PAYMENT_MODE_PRICES,
  SUBSCRIPTION_ACTION_WINDOW_MINUTES,
  kindOfMode,
  type PaymentMode,
  type UpdateProfileAnswer,
} from '../../../contract/subscriptions';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { dayOfInstant, isLiveRow, personKeyOf, trialEndOf } from './subscription-facts';
import { recordAdminAction, type AdminActor } from '../admin-audit/admin-audit.service';
import { claimSubscriptionWindow, setSubscriptionActionTime } from '../users/user-changes.service';
import { findUserById } from '../users/users.service';
import { reconcileProfile } from './subscriptions-profile.service';
import { findSubscriptionDetails } from './subscriptions.service';
import { applyProviderState } from './subscriptions-sync.service';
import * as repository from './subscriptions.repository';

export interface PaymentUrls {
  returnUrl: string;
  cancelUrl: string;
}

/** Where the payment provider sends the person back: the upgrade screen, told how it went. */
export const paymentUrlsOf = (publicUrl: string): PaymentUrls => ({
  returnUrl: `${publicUrl}/upgrade?payment=approved`,
  cancelUrl: `${publicUrl}/upgrade?payment=cancelled`,
});

const iso = (now: number) => new Date(now).toISOString();
const pending = () => new AppError(409, MessageCode.pendingSubscription);
const processError = () => new AppError(502, MessageCode.paymentProcessError);

/**
 * Starts a subscription: refused while one of that kind gives its right, or within 15 minutes of
 * another subscription action (the window is taken in the same statement that checks it). A
 * provider failure gives the window back.
 */
export async function subscribe(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  mode: PaymentMode,
  urls: PaymentUrls,
  now: number,
): Promise<UpdateProfileAnswer> {
  const kind = kindOfMode(mode);
  const rows = await repository.findSubscriptionsOfUser(db.kysely, userId);
  const today = dayOfInstant(now);
  if (rows.some((row) => row.type === kind && isLiveRow(row, today))) throw pending();
  const user = await repository.findUserState(db.kysely, userId);
  const windowStart = iso(now - SUBSCRIPTION_ACTION_WINDOW_MINUTES * 60_000);
  if (!(await claimSubscriptionWindow(db.kysely, userId, iso(now), windowStart))) {
    throw pending();
  }
  let created;
  try {
    created = await provider.createSubscription({
      userId,
      paymentMode: mode,
      ...urls,
      language: user?.language === 'en' ? 'en' : 'fr',
      requestId: `subscribe-${userId}-${now}`,
    });
  } catch {
    await setSubscriptionActionTime(db.kysely, userId, user?.subscriptionActionAt ?? null);
    throw processError();
  }
  await db.kysely.transaction().execute(async (trx) => {
    await repository.deletePendingOfUser(trx, userId);
    await repository.insertSubscription(trx, {
      userId,
      type: kind,
      amount: PAYMENT_MODE_PRICES[mode],
      subscrDate: iso(now),
      paymentMode: mode,
      providerSubscriptionId: created.id,
      status: 'APPROVAL_PENDING',
      updatedAt: iso(now),
    });
    await repository.insertUserEvent(trx, userId, 'SUBSCRIPTION_REQUESTED', created.id, iso(now));
  });
  return { outcome: 'APPROVAL_NEEDED', approveUrl: created.approveUrl };
}

/** Cancels at the provider, then stores what the provider says (the right lasts to the period's end). */
export async function cancelSubscription(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  subscriptionId: number,
  now: number,
) {
  const row = await repository.findSubscriptionOfUser(db.kysely, userId, subscriptionId);
  if (!row || row.deleted === 1) throw AppError.notFound();
  if (row.providerSubscriptionId && row.status !== 'CANCELLED' && row.status !== 'EXPIRED') {
    const providerId = row.providerSubscriptionId;
    try {
      await provider.cancelSubscription(providerId, 'Cancelled from Pécule', `cancel-${row.id}`);
      const sub = await provider.getSubscription(providerId);
      await db.kysely.transaction().execute(async (trx) => {
        await setSubscriptionActionTime(trx, userId, iso(now));
        await applyProviderState(trx, sub, now, 'SUBSCRIPTION_CANCELLED');
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw processError();
    }
  }
  return findSubscriptionDetails(db.kysely, userId, subscriptionId, now);
}

/** Cancels a subscription of the signed-in person; a path naming someone else answers 404. */
export function cancelOwnSubscription(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  target: { idUser: number; subscriptionId: number },
  now: number,
) {
  if (target.idUser !== userId) throw AppError.notFound();
  return cancelSubscription(db, provider, userId, target.subscriptionId, now);
}

/** An admin stops a user's subscription (002 §7), written to the audit log once it is done. */
export async function cancelSubscriptionAsAdmin(
  db: Db,
  provider: PaymentProvider,
  admin: AdminActor,
  target: { userId: number; subscriptionId: number },
  now: number,
) {
  const user = await findUserById(db.kysely, target.userId);
  if (!user) throw AppError.notFound();
  const details = await cancelSubscription(db, provider, user.id, target.subscriptionId, now);
  const entry = {
    action: 'SUBSCRIPTION_STOP' as const,
    target: { id: user.id, login: user.login },
    details: { subscriptionId: target.subscriptionId },
  };
  await recordAdminAction(db.kysely, admin, entry, now);
  return details;
}

/** POST /api/updateProfile: PREMIUM starts a payment, FREE cancels the live premium subscriptions. */
export async function updateProfile(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  request: { version: 'FREE' | 'PREMIUM'; versionOption: PaymentMode | null },
  urls: PaymentUrls,
  now: number,
): Promise<UpdateProfileAnswer> {
  if (request.version === 'PREMIUM') {
    return subscribe(db, provider, userId, request.versionOption!, urls, now);
  }
  const today = dayOfInstant(now);
  const rows = await repository.findSubscriptionsOfUser(db.kysely, userId);
  const active = rows.filter(
    (row) => row.type === 'PREMIUM' && row.status === 'ACTIVE' && isLiveRow(row, today),
  );
  for (const row of active) await cancelSubscription(db, provider, userId, row.id, now);
  return { outcome: active.length > 0 ? 'CANCELLED' : 'UNCHANGED', approveUrl: null };
}

/** POST /api/updateProfileToDiscovery: the trial, once per person, for a standard profile. */
export async function startDiscovery(db: Db, userId: number, now: number) {
  return db.kysely.transaction().execute(async (trx) => {
    const user = await repository.findUserState(trx, userId);
    if (!user) throw AppError.notFound();
    if (user.profileName !== ProfileName.user)
      throw new AppError(409, MessageCode.discoveryNotForProfile);
    if (!(await repository.insertDiscoveryTrial(trx, personKeyOf(user), iso(now)))) {
      throw new AppError(409, MessageCode.discoveryUsed);
    }
    await repository.insertUserEvent(trx, userId, 'DISCOVERY_STARTED', null, iso(now));
    await reconcileProfile(trx, userId, now);
    return { date: trialEndOf(iso(now)) };
  });
}
