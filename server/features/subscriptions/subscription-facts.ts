import { createHash } from 'node:crypto';
import { addDays } from '../../../contract/dates';
import {
  DISCOVERY_TRIAL_DAYS,
  isLiveSubscription,
  type SubscriptionStatus,
} from '../../../contract/subscriptions';
import { emailKey } from '../../../contract/text';
import type { SubscriptionRow } from './subscriptions.repository';

export const dayOfInstant = (now: number): string => new Date(now).toISOString().slice(0, 10);

export const isLiveRow = (row: SubscriptionRow, today: string): boolean =>
  isLiveSubscription(
    { status: row.status as SubscriptionStatus, deleted: row.deleted === 1, endsAt: row.endsAt },
    today,
  );

/** Last day of a discovery trial started at the instant `startedAt`. */
export const trialEndOf = (startedAt: string): string =>
  addDays(startedAt.slice(0, 10), DISCOVERY_TRIAL_DAYS - 1);

/**
 * Who "one person" is for the discovery trial: the folded e-mail address (a new account with the
 * same address is the same person), else the login key. Hashed: the row outlives the account.
 */
export function personKeyOf(user: { email: string | null; loginKey: string }): string {
  const subject = user.email ? `email:${emailKey(user.email)}` : `login:${user.loginKey}`;
  return createHash('sha256').update(subject).digest('hex');
}
