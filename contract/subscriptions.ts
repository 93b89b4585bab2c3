import { z } from 'zod';
import { idSchema } from './ids';
import { ProfileName } from './access';
import { VERSIONS } from './signup';
import { safeText } from './text';

/** The payment provider's name in the paths of spec 000 §7. */
export const PAYMENT_PROVIDER = 'paypal';

/** Payment modes of spec 000 §9, all in EUR. */
export const PAYMENT_MODES = [
  'PREMIUM_MENSUEL',
  'PREMIUM_ANNUEL',
  'AUTOIMPORT_MENSUEL',
  'AUTOIMPORT_ANNUEL',
] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const SUBSCRIPTION_KINDS = ['PREMIUM', 'AUTO_IMPORT'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/** Prices in cents (ours: the spec gives none); one price per mode, so the threshold tells them. */
export const PAYMENT_MODE_PRICES: Record<PaymentMode, number> = {
  PREMIUM_MENSUEL: 299,
  PREMIUM_ANNUEL: 2990,
  AUTOIMPORT_MENSUEL: 499,
  AUTOIMPORT_ANNUEL: 4990,
};
export const PAYMENT_CURRENCY = 'EUR';

export const kindOfMode = (mode: PaymentMode): SubscriptionKind =>
  mode.startsWith('PREMIUM') ? 'PREMIUM' : 'AUTO_IMPORT';
export const isAnnualMode = (mode: PaymentMode): boolean => mode.endsWith('ANNUEL');

/**
 * Amount (cents) above which a subscription is annual: 15 in spec 000 §3, but 10 in the admin
 * area (spec 002 §4). The documents disagree; each area keeps its own reading and passes it to
 * subscriptionTypesOf.
 */
export const ANNUAL_THRESHOLD_CENTS = 1500;

/** Subscribing is refused this long after another subscription action (spec 000 §4, §9). */
export const SUBSCRIPTION_ACTION_WINDOW_MINUTES = 15;

/** Length of the discovery trial (ours: the spec says only that it has an end date). */
export const DISCOVERY_TRIAL_DAYS = 30;

/** The provider's states (PayPal's words), kept as the provider last told them. */
export const SUBSCRIPTION_STATUSES = [
  'APPROVAL_PENDING',
  'APPROVED',
  'ACTIVE',
  'SUSPENDED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The six subscription types of spec 002 §4. */
export const SUBSCRIPTION_TYPES = [
  'FREE_PREMIUM',
  'DISCOVERY_PREMIUM',
  'ANNUAL_PREMIUM',
  'MONTHLY_PREMIUM',
  'ANNUAL_AUTO_IMPORT',
  'MONTHLY_AUTO_IMPORT',
] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export interface LiveSubscription {
  type: SubscriptionKind;
  amount: number;
}

export interface SubscriptionFacts {
  profileName: string;
  /** The discovery trial's last day, when the profile has one. */
  profileEndDate: string | null;
  /** The subscriptions that give their right today (see isLiveSubscription). */
  live: readonly LiveSubscription[];
}

/**
 * The subscription types a person has, from the one set of facts both areas read: a live premium
 * subscription is annual or monthly by its amount; a premium profile without one is a discovery
 * trial when it has an end date, else gifted (FREE_PREMIUM, spec 000 §1); auto-import likewise.
 */
export function subscriptionTypesOf(
  facts: SubscriptionFacts,
  annualThresholdCents: number,
): SubscriptionType[] {
  const types = new Set<SubscriptionType>();
  for (const sub of facts.live) {
    const annual = sub.amount > annualThresholdCents;
    if (sub.type === 'PREMIUM') types.add(annual ? 'ANNUAL_PREMIUM' : 'MONTHLY_PREMIUM');
    else types.add(annual ? 'ANNUAL_AUTO_IMPORT' : 'MONTHLY_AUTO_IMPORT');
  }
  const premiumPaid = facts.live.some((s) => s.type === 'PREMIUM');
  if (facts.profileName === ProfileName.premium && !premiumPaid) {
    types.add(facts.profileEndDate ? 'DISCOVERY_PREMIUM' : 'FREE_PREMIUM');
  }
  return SUBSCRIPTION_TYPES.filter((type) => types.has(type));
}

export interface SubscriptionState {
  status: SubscriptionStatus;
  deleted: boolean;
  /** Last day of the paid period once cancelled or suspended (yyyy-MM-dd). */
  endsAt: string | null;
}

/** Active, or cancelled or suspended with paid days left: it still gives its right on `today`. */
export function isLiveSubscription(sub: SubscriptionState, today: string): boolean {
  if (sub.deleted) return false;
  if (sub.status === 'ACTIVE') return true;
  if (sub.status === 'CANCELLED' || sub.status === 'SUSPENDED') {
    return sub.endsAt !== null && sub.endsAt >= today;
  }
  return false;
}

/** POST /api/updateProfile: the version change of /parameters and /upgrade. */
export const updateProfileSchema = z
  .object({
    version: z.enum(VERSIONS),
    versionOption: z.enum(PAYMENT_MODES).nullable().default(null),
  })
  .refine((r) => r.version !== 'PREMIUM' || r.versionOption !== null, {
    message: 'signup.form.version.optionRequired',
    path: ['versionOption'],
  });
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

/** What a version change started: a payment to approve, a cancellation, or nothing. */
export const updateProfileAnswerSchema = z.object({
  outcome: z.enum(['APPROVAL_NEEDED', 'CANCELLED', 'UNCHANGED']),
  approveUrl: z.string().nullable(),
});
export type UpdateProfileAnswer = z.infer<typeof updateProfileAnswerSchema>;

/** One subscription as the subscription screens show it. */
export const subscriptionDetailsSchema = z.object({
  subscriptionId: z.number().int(),
  type: z.enum(SUBSCRIPTION_KINDS),
  paymentMode: z.enum(PAYMENT_MODES).nullable(),
  amount: z.number().int(),
  subscrDate: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  nextBillingDate: z.string().nullable(),
  endsAt: z.string().nullable(),
  live: z.boolean(),
  deleted: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** GET /api/paypal: the person's payment state. */
export const paymentStateSchema = z.object({
  provider: z.literal(PAYMENT_PROVIDER),
  sandbox: z.boolean(),
  types: z.array(z.enum(SUBSCRIPTION_TYPES)),
  subscriptions: z.array(subscriptionDetailsSchema),
  /** When subscribing is possible again (the 15-minute window), or null. */
  blockedUntil: z.string().nullable(),
  discoveryAvailable: z.boolean(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** GET /public/api/paypal/buttons: the offers. */
export const paymentButtonSchema = z.object({
  paymentMode: z.enum(PAYMENT_MODES),
  type: z.enum(SUBSCRIPTION_KINDS),
  amount: z.number().int(),
  currency: z.literal(PAYMENT_CURRENCY),
  annual: z.boolean(),
});
export type PaymentButton = z.infer<typeof paymentButtonSchema>;

export const paymentTypesSchema = z.object({ types: z.array(z.enum(SUBSCRIPTION_TYPES)) });

/** POST /api/paypal/log and /public/api/paypal/log: what the page saw; logged, never trusted. */
export const PAYMENT_LOG_MAX = 1000;
export const paymentLogSchema = z.object({
  level: z.enum(['info', 'warn', 'error']),
  message: safeText().max(PAYMENT_LOG_MAX),
  idUser: idSchema.optional(),
});

export const USER_EVENT_TYPES = [
  'SUBSCRIPTION_REQUESTED',
  'SUBSCRIPTION_ACTIVATED',
  'SUBSCRIPTION_CANCELLED',
  'SUBSCRIPTION_SUSPENDED',
  'SUBSCRIPTION_EXPIRED',
  'PAYMENT_FAILED',
  'PAYMENT_COMPLETED',
  'PREMIUM_ENDED',
  'DISCOVERY_STARTED',
] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

/** GET api/event: the person's subscription events, newest first. */
export const userEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(USER_EVENT_TYPES),
  provider: z.literal(PAYMENT_PROVIDER),
  subscriptionId: z.string().nullable(),
  date: z.string(),
});
export type UserEvent = z.infer<typeof userEventSchema>;

/** GET api/user/subscription-date: the trial's end, else the paid period's end. */
export const subscriptionDateSchema = z.object({ date: z.string().nullable() });
