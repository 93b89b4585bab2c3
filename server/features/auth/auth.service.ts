import { decodePassword, type AuthenticateRequest } from '../../../contract/auth';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { RATE_LIMITS, clearHits, loginLimitKey } from '../rate-limits/rate-limits.service';
import { openSession, type SessionPolicy } from '../sessions/sessions.service';
import { verifyAgainstDummy, verifyPassword } from '../users/passwords';
import type { Principal } from '../../http/request-context';
import { findSessionPrincipal } from '../users/current-user.service';
import * as users from '../users/users.service';

/** Consecutive wrong passwords that lock an account, and for how long. */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_DURATION_MS = 15 * 60_000;

const badCredentials = () => AppError.unauthorized(MessageCode.badCredentials);

function isLocked(user: { locked: number; lockedUntil: string | null }, now: number): boolean {
  return user.locked === 1 || (user.lockedUntil !== null && Date.parse(user.lockedUntil) > now);
}

async function recordFailure(
  db: Executor,
  user: { id: number; failedLogins: number },
  now: number,
) {
  const lockUntil =
    user.failedLogins + 1 >= LOCK_AFTER_FAILURES
      ? new Date(now + LOCK_DURATION_MS).toISOString()
      : null;
  await users.recordFailedSignIn(db, user.id, lockUntil);
}

/**
 * Checks the credentials and opens a session. An unknown login and a wrong password get the same
 * answer in the same time; disabled and locked are told only to someone who knows the password.
 */
export async function authenticate(
  db: Executor,
  request: AuthenticateRequest,
  policy: SessionPolicy,
  now: number,
): Promise<{ token: string; principal: Principal }> {
  const password = decodePassword(request.password);
  const user = await users.findUserByLogin(db, request.username);
  if (password === null || !user) {
    await verifyAgainstDummy(password ?? '');
    throw badCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailure(db, user, now);
    throw badCredentials();
  }
  if (isLocked(user, now)) throw AppError.unauthorized(MessageCode.locked);
  if (user.active !== 1) throw AppError.unauthorized(MessageCode.disabled);
  await clearHits(db, RATE_LIMITS.signInPerLogin, loginLimitKey(request.username));
  return db.transaction().execute(async (trx) => {
    await users.recordSuccessfulSignIn(trx, user.id, new Date(now).toISOString());
    const token = await openSession(trx, user.id, policy, now);
    const principal = await findSessionPrincipal(trx, token, policy, now);
    if (!principal) throw new Error(`user ${user.id} vanished during sign-in`);
    return { token, principal };
  });
}
