import type { Generated } from 'kysely';
import type { Language } from '../../contract/languages';
import type { Flag } from './schema-columns';

/** The identity tables: people, profiles, sessions, terms, tokens, limits (0001, 0003). */

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface ProfilesTable {
  id: number;
  name: string;
  indexUrl: string;
}

export interface FunctionalitiesTable {
  id: number;
  code: string;
}

export interface ProfileFunctionalitiesTable {
  profileId: number;
  functionalityId: number;
}

export interface CurrenciesTable {
  id: number;
  name: string;
  symb: string;
  abrv: string;
}

export interface UsersTable {
  id: Generated<number>;
  login: string;
  loginKey: string;
  email: string | null;
  passwordHash: string;
  phone: string | null;
  phoneCode: string | null;
  usageName: string | null;
  zipcode: string | null;
  title: string | null;
  age: number | null;
  /** Checked by the contract on every write. */
  language: Generated<Language>;
  profileId: number;
  profileEndDate: string | null;
  comment: string | null;
  active: Generated<Flag>;
  locked: Generated<Flag>;
  lockedUntil: string | null;
  failedLogins: Generated<number>;
  numberOfConnection: Generated<number>;
  lastConnection: string | null;
  creationDate: string;
  newsletter: Generated<Flag>;
  partners: Generated<Flag>;
  reasons: string | null;
  serviceInfo: string | null;
  subscriptionActionAt: string | null;
  premiumGifted: Generated<Flag>;
  premiumGiftEndDate: string | null;
}

export interface UserRolesTable {
  userId: number;
  role: string;
}

export interface SessionsTable {
  id: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  amount: number;
  subscrDate: string;
  deleted: Generated<Flag>;
  trial: Generated<Flag>;
  paymentMode: string | null;
  providerSubscriptionId: string | null;
  status: Generated<string>;
  nextBillingDate: string | null;
  endsAt: string | null;
  updatedAt: string | null;
}

/** Migration 0017: one row per person who had the discovery trial. */
export interface DiscoveryTrialsTable {
  personKey: string;
  startedAt: string;
}

export interface PaymentWebhookEventsTable {
  eventId: string;
  eventType: string;
  receivedAt: string;
}

export interface UserEventsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  providerSubscriptionId: string | null;
  createdAt: string;
}

export interface CgusTable {
  id: Generated<number>;
  name: string;
  contentFr: string;
  contentEn: string | null;
  used: Generated<Flag>;
  createdAt: string;
  /** Last put in force (migration 0019). */
  publishedAt: string | null;
}

export interface CguAgreementsTable {
  userId: number;
  cguId: number;
  agreedAt: string;
}

export interface UserTokensTable {
  id: Generated<number>;
  userId: number;
  purpose: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** Migration 0005: the pending address of an EMAIL_CHANGE token. */
  newEmail: string | null;
}

export interface RateLimitsTable {
  key: string;
  windowStart: string;
  count: number;
}

export interface AccountDeletionsTable {
  id: Generated<number>;
  reason: string;
  comment: string | null;
  deletedAt: string;
}

/** Migration 0018: one admin action. */
export interface AdminAuditLogTable {
  id: Generated<number>;
  adminId: number | null;
  adminLogin: string;
  action: string;
  targetUserId: number | null;
  targetLogin: string | null;
  /** JSON of what changed. */
  details: string | null;
  createdAt: string;
}

/** The security journal (0027); `details` is JSON of flat values, never a secret. */
export interface SecurityEventsTable {
  id: Generated<number>;
  createdAt: string;
  type: string;
  login: string | null;
  userId: number | null;
  address: string | null;
  outcome: string;
  details: string | null;
}

/** Tables of migration 0003: mailed codes, rate-limit windows, account-deletion feedback. */
export interface AccountSecurityTables {
  userTokens: UserTokensTable;
  rateLimits: RateLimitsTable;
  accountDeletions: AccountDeletionsTable;
}
