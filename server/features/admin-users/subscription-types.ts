import { ProfileName } from '../../../contract/access';
import {
  ADMIN_ANNUAL_THRESHOLD_CENTS,
  SUBSCRIPTION_TYPES,
  type SubscriptionType,
} from '../../../contract/admin-users';

// The six subscription types of spec 002 §4, derived from the profile and the subscriptions. The
// rules are data so the list filter (SQL, admin-users.repository.ts) and the user view (below)
// read the same ones; the payments area may replace this file with its own derivation.

export type Period = 'MONTHLY' | 'ANNUAL';

export type SubscriptionTypeRule =
  /** A PREMIUM profile with an end date (discovery), or without one and no live premium (gift). */
  | { kind: 'profile'; withEndDate: boolean }
  /** A live (not deleted) subscription of that type, monthly below the threshold. */
  | { kind: 'paid'; subscription: 'PREMIUM' | 'AUTO_IMPORT'; period: Period };

export const SUBSCRIPTION_TYPE_RULES: Record<SubscriptionType, SubscriptionTypeRule> = {
  FREE_PREMIUM: { kind: 'profile', withEndDate: false },
  DISCOVERY_PREMIUM: { kind: 'profile', withEndDate: true },
  ANNUAL_PREMIUM: { kind: 'paid', subscription: 'PREMIUM', period: 'ANNUAL' },
  MONTHLY_PREMIUM: { kind: 'paid', subscription: 'PREMIUM', period: 'MONTHLY' },
  ANNUAL_AUTO_IMPORT: { kind: 'paid', subscription: 'AUTO_IMPORT', period: 'ANNUAL' },
  MONTHLY_AUTO_IMPORT: { kind: 'paid', subscription: 'AUTO_IMPORT', period: 'MONTHLY' },
};

export const PREMIUM_PROFILE = ProfileName.premium;

export const periodOf = (amountCents: number): Period =>
  amountCents < ADMIN_ANNUAL_THRESHOLD_CENTS ? 'MONTHLY' : 'ANNUAL';

export interface SubscriptionFacts {
  profileName: string;
  profileEndDate: string | null;
  subscriptions: readonly { type: string; amount: number; deleted: boolean }[];
}

function matches(rule: SubscriptionTypeRule, facts: SubscriptionFacts): boolean {
  const live = facts.subscriptions.filter((s) => !s.deleted);
  if (rule.kind === 'paid') {
    return live.some((s) => s.type === rule.subscription && periodOf(s.amount) === rule.period);
  }
  if (facts.profileName !== PREMIUM_PROFILE) return false;
  if (rule.withEndDate) return facts.profileEndDate !== null;
  return facts.profileEndDate === null && !live.some((s) => s.type === 'PREMIUM');
}

/** Every type the user holds (a premium subscriber may also pay for auto-import). */
export function subscriptionTypesOf(facts: SubscriptionFacts): SubscriptionType[] {
  return SUBSCRIPTION_TYPES.filter((type) => matches(SUBSCRIPTION_TYPE_RULES[type], facts));
}
