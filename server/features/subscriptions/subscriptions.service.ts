import type { SubscriptionDto } from '../../../contract/auth';
import {
  ANNUAL_THRESHOLD_CENTS,
  PAYMENT_CURRENCY,
  PAYMENT_MODES,
  PAYMENT_MODE_PRICES,
  PAYMENT_PROVIDER,
  SUBSCRIPTION_ACTION_WINDOW_MINUTES,
  isAnnualMode,
  kindOfMode,
  subscriptionTypesOf,
  type PaymentButton,
  type PaymentMode,
  type PaymentState,
  type SubscriptionDetails,
  type SubscriptionKind,
  type SubscriptionStatus,
  type SubscriptionType,
  type UserEvent,
  type UserEventType,
} from '../../../contract/subscriptions';
import type { Executor } from '../../db/database';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../http/app-error';
import { dayOfInstant, isLiveRow, personKeyOf } from './subscription-facts';
import * as repository from './subscriptions.repository';

const WINDOW_MS = SUBSCRIPTION_ACTION_WINDOW_MINUTES * 60_000;

function detailsOf(row: repository.SubscriptionRow, today: string): SubscriptionDetails {
  return {
    subscriptionId: row.id,
    type: row.type as SubscriptionKind,
    paymentMode: row.paymentMode as PaymentMode | null,
    amount: row.amount,
    subscrDate: row.subscrDate,
    status: row.status as SubscriptionStatus,
    nextBillingDate: row.nextBillingDate,
    endsAt: row.endsAt,
    live: isLiveRow(row, today),
    deleted: row.deleted === 1,
  };
}

/** GET /api/user's list: `deleted` means the subscription no longer gives its right. */
export async function listSubscriptions(
  db: Executor,
  userId: number,
  now: number = Date.now(),
): Promise<SubscriptionDto[]> {
  const today = dayOfInstant(now);
  const rows = await repository.findSubscriptionsOfUser(db, userId);
  return rows
    .filter((row) => row.deleted === 0)
    .map((row) => ({
      subscriptionId: row.id,
      type: row.type as SubscriptionDto['type'],
      amount: row.amount,
      subscrDate: row.subscrDate,
      deleted: !isLiveRow(row, today),
    }));
}

export async function listSubscriptionDetails(db: Executor, userId: number, now: number) {
  const today = dayOfInstant(now);
  const rows = await repository.findSubscriptionsOfUser(db, userId);
  return rows.filter((row) => row.deleted === 0).map((row) => detailsOf(row, today));
}

export async function findSubscriptionDetails(
  db: Executor,
  userId: number,
  subscriptionId: number,
  now: number,
): Promise<SubscriptionDetails> {
  const row = await repository.findSubscriptionOfUser(db, userId, subscriptionId);
  if (!row || row.deleted === 1) throw AppError.notFound();
  return detailsOf(row, dayOfInstant(now));
}

/**
 * The subscription types of a user, from the one function both areas use (the admin area passes
 * its own threshold).
 */
export async function subscriptionTypesOfUser(
  db: Executor,
  userId: number,
  now: number,
  annualThresholdCents: number = ANNUAL_THRESHOLD_CENTS,
): Promise<SubscriptionType[]> {
  const user = await repository.findUserState(db, userId);
  if (!user) return [];
  const today = dayOfInstant(now);
  const rows = await repository.findSubscriptionsOfUser(db, userId);
  const live = rows
    .filter((row) => isLiveRow(row, today))
    .map((row) => ({ type: row.type as SubscriptionKind, amount: row.amount }));
  return subscriptionTypesOf(
    { profileName: user.profileName, profileEndDate: user.profileEndDate, live },
    annualThresholdCents,
  );
}

/** When subscribing is possible again, or null when it is now. */
export function blockedUntilOf(actionAt: string | null, now: number): string | null {
  if (!actionAt) return null;
  const until = Date.parse(actionAt) + WINDOW_MS;
  return until > now ? new Date(until).toISOString() : null;
}

export async function paymentState(
  db: Executor,
  userId: number,
  now: number,
  provider: Pick<PaymentProvider, 'kind'>,
): Promise<PaymentState> {
  const user = await repository.findUserState(db, userId);
  if (!user) throw AppError.notFound();
  const [subscriptions, types, trial] = await Promise.all([
    listSubscriptionDetails(db, userId, now),
    subscriptionTypesOfUser(db, userId, now),
    repository.findDiscoveryTrial(db, personKeyOf(user)),
  ]);
  return {
    provider: PAYMENT_PROVIDER,
    sandbox: provider.kind === 'sandbox',
    types,
    subscriptions,
    blockedUntil: blockedUntilOf(user.subscriptionActionAt, now),
    discoveryAvailable: !trial && user.profileName === 'USER',
  };
}

export const paymentButtons = (): PaymentButton[] =>
  PAYMENT_MODES.map((paymentMode) => ({
    paymentMode,
    type: kindOfMode(paymentMode),
    amount: PAYMENT_MODE_PRICES[paymentMode],
    currency: PAYMENT_CURRENCY,
    annual: isAnnualMode(paymentMode),
  }));

/** GET api/user/subscription-date: the premium's last day (trial or cancelled period), else the next billing day. */
export async function subscriptionDate(db: Executor, userId: number, now: number) {
  const user = await repository.findUserState(db, userId);
  if (!user) throw AppError.notFound();
  if (user.profileEndDate) return { date: user.profileEndDate };
  const today = dayOfInstant(now);
  const rows = await repository.findSubscriptionsOfUser(db, userId);
  const live = rows.find((row) => row.type === 'PREMIUM' && isLiveRow(row, today));
  return { date: live?.nextBillingDate ?? null };
}

export const USER_EVENTS_SHOWN = 100;

export async function listUserEvents(db: Executor, userId: number): Promise<UserEvent[]> {
  const rows = await repository.findUserEvents(db, userId, USER_EVENTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    type: row.type as UserEventType,
    provider: PAYMENT_PROVIDER,
    subscriptionId: row.providerSubscriptionId,
    date: row.createdAt,
  }));
}
