import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { SubscriptionsTable } from '../../db/schema';

const COLUMNS = [
  'id',
  'userId',
  'type',
  'amount',
  'subscrDate',
  'deleted',
  'paymentMode',
  'providerSubscriptionId',
  'status',
  'nextBillingDate',
  'endsAt',
] as const;

export const findSubscriptionsOfUser = prepared((db, userId: number) =>
  db
    .selectFrom('subscriptions')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .orderBy('subscrDate', 'desc')
    .orderBy('id', 'desc'),
);
export type SubscriptionRow = Awaited<ReturnType<typeof findSubscriptionsOfUser>>[number];

export function findSubscriptionOfUser(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('subscriptions')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findByProviderId(db: Executor, providerSubscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .select(COLUMNS)
    .where('providerSubscriptionId', '=', providerSubscriptionId)
    .executeTakeFirst();
}

export async function insertSubscription(
  db: Executor,
  row: Insertable<SubscriptionsTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('subscriptions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateSubscription(
  db: Executor,
  userId: number,
  id: number,
  fields: Updateable<SubscriptionsTable>,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set(fields)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Drops the user's subscriptions still waiting for an approval (a new one replaces them). */
export async function deletePendingOfUser(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ deleted: 1 })
    .where('userId', '=', userId)
    .where('status', 'in', ['APPROVAL_PENDING', 'APPROVED'])
    .execute();
}

export function findUserState(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .select([
      'users.id',
      'users.email',
      'users.loginKey',
      'users.profileEndDate',
      'users.premiumGifted',
      'users.premiumGiftEndDate',
      'users.subscriptionActionAt',
      'users.language',
      'profiles.name as profileName',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function findDiscoveryTrial(db: Executor, personKey: string) {
  return db
    .selectFrom('discoveryTrials')
    .select('startedAt')
    .where('personKey', '=', personKey)
    .executeTakeFirst();
}

/** False when the person already had the trial. */
export async function insertDiscoveryTrial(db: Executor, personKey: string, startedAt: string) {
  const result = await db
    .insertInto('discoveryTrials')
    .values({ personKey, startedAt })
    .onConflict((oc) => oc.column('personKey').doNothing())
    .returning('personKey')
    .executeTakeFirst();
  return result !== undefined;
}

export function findWebhookEvent(db: Executor, eventId: string) {
  return db
    .selectFrom('paymentWebhookEvents')
    .select('eventId')
    .where('eventId', '=', eventId)
    .executeTakeFirst();
}

/** False when the event was already applied (a replay). */
export async function insertWebhookEvent(
  db: Executor,
  eventId: string,
  eventType: string,
  receivedAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('paymentWebhookEvents')
    .values({ eventId, eventType, receivedAt })
    .onConflict((oc) => oc.column('eventId').doNothing())
    .returning('eventId')
    .executeTakeFirst();
  return result !== undefined;
}

export async function insertUserEvent(
  db: Executor,
  userId: number,
  type: string,
  providerSubscriptionId: string | null,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('userEvents')
    .values({ userId, type, providerSubscriptionId, createdAt })
    .execute();
}

export function findUserEvents(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('userEvents')
    .select(['id', 'type', 'providerSubscriptionId', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
