import type { Logger } from 'pino';
import { decodePassword, type AuthenticateRequest } from '../../../contract/auth';
import { MessageCode } from '../../../contract/message-codes';
import { loginKey } from '../../../contract/text';
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
import { findSessionPrincipal } from './current-user.service';
import { verifyAgainstDummy, verifyPassword } from '../users/passwords';
import * as users from '../users/users.service';
import { admitAttempt, forgiveAttempt, type SignInOrigin } from './sign-in-throttle.service';

export interface SignInContext {
  policy: SessionPolicy;
  logger: Logger;
  /** A bank synchronisation starts in the background for whoever signs in with one connected. */
  bi: BiDeps;
  now: number;
}

export interface SignedIn {
  token: string;
  principal: Principal;
  /** The browser's device id, for its cookie: it will not be slowed down by others' failures. */
  deviceId: string;
}

type SecurityEventBase = Pick<SecurityEvent, 'login' | 'userId' | 'address'>;
type User = NonNullable<Awaited<ReturnType<typeof users.findUserByLogin>>>;

async function passwordMatches(user: User | undefined, password: string | null) {
  if (password === null || !user) return verifyAgainstDummy(password ?? '');
  return verifyPassword(user.passwordHash, password);
}

/** Journals the events of one attempt: always its login and address, its user when known. */
function journalOf(db: Executor, logger: Logger, base: SecurityEventBase, now: number) {
  return (
    type: SecurityEventType,
    outcome: SecurityEvent['outcome'],
    details: SecurityEventDetails,
    trx: Executor = db,
  ) => recordSecurityEvent(trx, logger, { ...base, type, outcome, details }, now);
}

/**
 * Checks the credentials, opens a session and starts a bank synchronisation in the background
 * (bi-sign-in.service.ts). The attempt is counted before the password is
 * checked (sign-in-throttle); an unknown login and a wrong password get the same answer in the
 * same time; disabled and locked are told only to someone who knows the password.
 */
export async function authenticate(
  db: Executor,
  request: AuthenticateRequest,
  origin: SignInOrigin,
  { policy, logger, bi, now }: SignInContext,
): Promise<SignedIn> {
  const key = loginKey(request.username);
  const user = await users.findUserByLogin(db, request.username);
  const journal = journalOf(
    db,
    logger,
    { login: key, userId: user?.id ?? null, address: origin.address },
    now,
  );
  const answer = await admitAttempt(db, key, user?.id ?? null, origin, now);
  if ('refused' in answer) {
    if (answer.first) await journal('SIGN_IN_THROTTLED', 'refused', { limit: answer.refused });
    const retry = answer.retryAfterSeconds;
    throw new AppError(429, MessageCode.tooManyRequests, retry ? { retryAfter: retry } : {});
  }
  const knownDevice = answer.admitted === 'known-device';
  if (!(await passwordMatches(user, decodePassword(request.password))) || !user) {
    await journal('SIGN_IN_FAILURE', 'failure', { knownDevice, knownLogin: user !== undefined });
    throw AppError.unauthorized(MessageCode.badCredentials);
  }
  const refusal =
    user.locked === 1 ? MessageCode.locked : user.active !== 1 ? MessageCode.disabled : null;
  if (refusal) {
    await journal('SIGN_IN_FAILURE', 'refused', { reason: refusal });
    throw AppError.unauthorized(refusal);
  }
  await forgiveAttempt(db, key, origin, answer.admitted);
  const signedIn = await db.transaction().execute(async (trx) => {
    await users.recordSuccessfulSignIn(trx, user.id, new Date(now).toISOString());
    const deviceId = await trustDevice(trx, user.id, origin.device, now);
    const token = await openSession(trx, user.id, policy, now);
    const principal = await findSessionPrincipal(trx, token, policy, now);
    if (!principal) throw new Error(`user ${user.id} vanished during sign-in`);
    await journal('SIGN_IN_SUCCESS', 'success', { knownDevice }, trx);
    return { token, principal, deviceId };
  });
  syncAtSignIn(bi, signedIn.principal);
  return signedIn;
}
