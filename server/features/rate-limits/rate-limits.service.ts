import { emailKey, loginKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { forgetLoginFailures, purgeForgottenSlowdowns } from './login-slowdown.service';
import * as repository from './rate-limits.repository';

export interface RateLimit {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every limit in one place; per-IP limits are generous because a household shares one IP. */
export const RATE_LIMITS = {
  signInPerIp: { name: 'signin-ip', limit: 100, windowMs: 15 * MINUTE },
  /** Wrong passwords from unknown browsers, per login and address; the right one clears it. */
  signInPerPair: { name: 'signin-pair', limit: 10, windowMs: 15 * MINUTE },
  signupPerIp: { name: 'signup-ip', limit: 20, windowMs: HOUR },
  signupCheckPerIp: { name: 'signup-check-ip', limit: 60, windowMs: 15 * MINUTE },
  resendPerIp: { name: 'resend-ip', limit: 10, windowMs: HOUR },
  resendPerLogin: { name: 'resend-login', limit: 3, windowMs: HOUR },
  resetPerIp: { name: 'reset-ip', limit: 10, windowMs: HOUR },
  resetPerEmail: { name: 'reset-email', limit: 3, windowMs: HOUR },
  resetPerformPerIp: { name: 'reset-perform-ip', limit: 20, windowMs: HOUR },
  emailChangePerUser: { name: 'email-change-user', limit: 5, windowMs: HOUR },
  /** Codes given to confirm, disable or renew two-factor from a session: guesses, bounded. */
  twoFactorProofPerUser: { name: 'two-factor-user', limit: 10, windowMs: 15 * MINUTE },
  /** Passkey ceremonies opened before sign-in: each is a row, so a flood is bounded. */
  passkeyOptionsPerIp: { name: 'passkey-options-ip', limit: 60, windowMs: 15 * MINUTE },
  paymentLogPerIp: { name: 'payment-log-ip', limit: 60, windowMs: 15 * MINUTE },
  subscriptionRefreshPerIp: { name: 'subscription-refresh-ip', limit: 30, windowMs: 15 * MINUTE },
  /** Single sign-on starts, each a kept state: a household's sign-ins, not a flood of rows. */
  singleSignOnStartPerIp: { name: 'sso-start-ip', limit: 60, windowMs: 15 * MINUTE },
  /** Requests of one personal API token: a script's steady pace, not a flood. */
  apiTokenRequests: { name: 'api-token', limit: 600, windowMs: 5 * MINUTE },
} satisfies Record<string, RateLimit>;

/**
 * The subject of a per-login or per-address limit, from the raw request value: every spelling
 * that reaches one account (padding, case, full-width forms) counts as one. Empty when absent.
 */
export const loginLimitKey = (raw: unknown): string =>
  typeof raw === 'string' ? loginKey(raw) : '';
export const emailLimitKey = (raw: unknown): string =>
  typeof raw === 'string' ? emailKey(raw) : '';

const keyOf = (rule: RateLimit, subject: string) =>
  `${rule.name}:${subject.toLowerCase()}`.slice(0, 200);

/** The subject of the per-pair limit: a normalised login and the client's address. */
export const pairSubject = (loginKey: string, address: string): string => `${loginKey}|${address}`;

/** Counts a hit for `subject`; answers how far over the limit it now is (0 while within). */
export async function countHitOver(
  db: Executor,
  rule: RateLimit,
  subject: string,
  now: number,
): Promise<number> {
  const key = keyOf(rule, subject);
  const count = await repository.countHit(
    db,
    key,
    new Date(now).toISOString(),
    new Date(now - rule.windowMs).toISOString(),
  );
  return Math.max(0, count - rule.limit);
}

/** Counts a hit for `subject`; true while the subject stays within the limit. */
export async function allowHit(
  db: Executor,
  rule: RateLimit,
  subject: string,
  now: number,
): Promise<boolean> {
  return (await countHitOver(db, rule, subject, now)) === 0;
}

/** Forgets the hits of a subject, as when a person finally signs in. */
export const clearHits = (db: Executor, rule: RateLimit, subject: string): Promise<void> =>
  repository.deleteWindow(db, keyOf(rule, subject));

/** Forgets every failure counted against a login (a password reset): pairs and slowdown. */
export async function clearSignInCounters(db: Executor, loginKey: string): Promise<void> {
  await repository.deleteWindowsStartingWith(db, keyOf(RATE_LIMITS.signInPerPair, `${loginKey}|`));
  await forgetLoginFailures(db, loginKey);
}

export async function purgeOldWindows(db: Executor, now: number): Promise<void> {
  await repository.deleteOldWindows(db, new Date(now - 24 * HOUR).toISOString());
  await purgeForgottenSlowdowns(db, now);
}
