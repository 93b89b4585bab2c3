import type { Logger } from 'pino';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../http/request-context';
import type { BiDeps } from '../bi/bi-deps';
import { syncAtSignIn } from '../bi/bi-sign-in.service';
import { trustDevice } from '../devices/devices.service';
import {
  recordSecurityEvent,
  type SecurityEvent,
  type SecurityEventDetails,
  type SecurityEventType,
} from '../security-events/security-events.service';
import { openSession, type SessionPolicy } from '../sessions/sessions.service';
import type { TwoFactorCipher } from '../two-factor/two-factor-cipher';
import * as users from '../users/users.service';
import { findSessionPrincipal } from './current-user.service';
import type { SignInOrigin, ThrottleAnswer } from './sign-in-throttle.service';

export interface SignInContext {
  policy: SessionPolicy;
  logger: Logger;
  /** A bank synchronisation starts in the background for whoever signs in with one connected. */
  bi: BiDeps;
  /** Opens the TOTP secrets of the second step. */
  cipher: TwoFactorCipher;
  now: number;
}

export interface SignedIn {
  token: string;
  principal: Principal;
  /** The browser's device id, for its cookie: it will not be slowed down by others' failures. */
  deviceId: string;
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof users.findUserByLogin>>>;
type SecurityEventBase = Pick<SecurityEvent, 'login' | 'userId' | 'address'>;
export type Journal = ReturnType<typeof journalOf>;

/** Journals the events of one attempt: always its login and address, its user when known. */
export function journalOf(db: Executor, logger: Logger, base: SecurityEventBase, now: number) {
  return (
    type: SecurityEventType,
    outcome: SecurityEvent['outcome'],
    details: SecurityEventDetails,
    trx: Executor = db,
  ) => recordSecurityEvent(trx, logger, { ...base, type, outcome, details }, now);
}

/** Throws the 429 of a refused attempt, journalled when the throttling begins. */
export async function refuseIfThrottled(answer: ThrottleAnswer, journal: Journal): Promise<void> {
  if (!('refused' in answer)) return;
  if (answer.first) await journal('SIGN_IN_THROTTLED', 'refused', { limit: answer.refused });
  const retry = answer.retryAfterSeconds;
  throw new AppError(429, MessageCode.tooManyRequests, retry ? { retryAfter: retry } : {});
}

/** Disabled and locked accounts are told so only to someone who gave the right password. */
export async function refuseIfBarred(user: SignInUser, journal: Journal): Promise<void> {
  const refusal =
    user.locked === 1 ? MessageCode.locked : user.active !== 1 ? MessageCode.disabled : null;
  if (!refusal) return;
  await journal('SIGN_IN_FAILURE', 'refused', { reason: refusal });
  throw AppError.unauthorized(refusal);
}

/**
 * Opens the session of a user who proved who they are, remembers the browser, journals the
 * success and starts a bank synchronisation in the background (bi-sign-in.service.ts).
 */
export async function finishSignIn(
  db: Executor,
  user: SignInUser,
  origin: SignInOrigin,
  journal: Journal,
  details: SecurityEventDetails,
  { policy, bi, now }: SignInContext,
): Promise<SignedIn> {
  const signedIn = await db.transaction().execute(async (trx) => {
    await users.recordSuccessfulSignIn(trx, user.id, new Date(now).toISOString());
    const deviceId = await trustDevice(trx, user.id, origin.device, now);
    const token = await openSession(trx, user.id, policy, now);
    const principal = await findSessionPrincipal(trx, token, policy, now);
    if (!principal) throw new Error(`user ${user.id} vanished during sign-in`);
    await journal('SIGN_IN_SUCCESS', 'success', details, trx);
    return { token, principal, deviceId };
  });
  syncAtSignIn(bi, signedIn.principal);
  return signedIn;
}
