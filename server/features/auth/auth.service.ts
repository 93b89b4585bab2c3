import { decodePassword, type AuthenticateRequest } from '../../../contract/auth';
import { MessageCode } from '../../../contract/message-codes';
import { loginKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { hasPasskeys } from '../passkeys/passkey-assertions.service';
import { openChallenge } from '../two-factor/two-factor-challenges.service';
import { isTwoFactorEnabled } from '../two-factor/two-factor.service';
import { verifyAgainstDummy, verifyPassword } from '../users/passwords';
import * as users from '../users/users.service';
import {
  finishSignIn,
  journalOf,
  refuseIfBarred,
  refuseIfThrottled,
  type SignInContext,
  type SignInUser,
  type SignedIn,
} from './auth-sign-in.service';
import { admitAttempt, forgiveAttempt, type SignInOrigin } from './sign-in-throttle.service';

export type { SignInContext, SignedIn } from './auth-sign-in.service';

/** The password was right, and the account asks a second factor: the pending sign-in's token. */
export interface SecondFactorDue {
  challenge: string;
  /** The person has a passkey, which may stand for the code. */
  passkey: boolean;
}

async function passwordMatches(user: SignInUser | undefined, password: string | null) {
  if (password === null || !user) return verifyAgainstDummy(password ?? '');
  return verifyPassword(user.passwordHash, password);
}

/**
 * Checks the credentials and opens a session, or, for an account with two-factor, a pending
 * sign-in that only POST /api/authenticate/second-factor completes. The attempt is counted before
 * the password is checked (sign-in-throttle); an unknown login and a wrong password get the same
 * answer in the same time; disabled and locked are told only to someone who knows the password.
 */
export async function authenticate(
  db: Executor,
  request: AuthenticateRequest,
  origin: SignInOrigin,
  context: SignInContext,
): Promise<SignedIn | SecondFactorDue> {
  const { logger, now } = context;
  const key = loginKey(request.username);
  const user = await users.findUserByLogin(db, request.username);
  const base = { login: key, userId: user?.id ?? null, address: origin.address };
  const journal = journalOf(db, logger, base, now);
  const answer = await admitAttempt(db, key, user?.id ?? null, origin, now);
  await refuseIfThrottled(answer, journal);
  const knownDevice = 'admitted' in answer && answer.admitted === 'known-device';
  if (!(await passwordMatches(user, decodePassword(request.password))) || !user) {
    await journal('SIGN_IN_FAILURE', 'failure', { knownDevice, knownLogin: user !== undefined });
    throw AppError.unauthorized(MessageCode.badCredentials);
  }
  await refuseIfBarred(user, journal);
  // Forgiven only once the second factor is right too: giving the password again must not give
  // a guesser of codes a fresh budget.
  if (await isTwoFactorEnabled(db, user.id)) {
    const challenge = await openChallenge(db, user.id, now);
    return { challenge, passkey: await hasPasskeys(db, user.id) };
  }
  if ('admitted' in answer) await forgiveAttempt(db, key, origin, answer.admitted);
  return finishSignIn(db, user, origin, journal, { knownDevice }, context);
}
