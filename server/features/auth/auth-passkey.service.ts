import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { MessageCode } from '../../../contract/message-codes';
import { PASSKEY_CODES } from '../../../contract/passkeys';
import { loginKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  assertionOptions,
  hasPasskeys,
  ownerOfCredential,
  verifyPasskeyAssertion,
  type AssertionPurpose,
  type AssertionVerdict,
} from '../passkeys/passkey-assertions.service';
import type { RelyingParty } from '../passkeys/relying-party';
import { recordSecurityEvent } from '../security-events/security-events.service';
import {
  failChallenge,
  findChallengeUser,
  spendChallenge,
} from '../two-factor/two-factor-challenges.service';
import * as users from '../users/users.service';
import {
  finishSignIn,
  journalOf,
  refuseIfBarred,
  refuseIfThrottled,
  type Journal,
  type SignInContext,
  type SignInUser,
  type SignedIn,
} from './auth-sign-in.service';
import { admitAttempt, forgiveAttempt, type SignInOrigin } from './sign-in-throttle.service';

const noPendingSignIn = () => AppError.unauthorized(MessageCode.twoFactorChallengeMissing);

/** Options for a sign-in without a password (no user known yet). */
export const signInOptions = (db: Executor, rp: RelyingParty, now: number) =>
  assertionOptions(db, rp, { purpose: 'sign-in' }, now);

/** Options for the second factor of this browser's pending sign-in: that person's passkeys. */
export async function secondFactorOptions(
  db: Executor,
  rp: RelyingParty,
  pendingSignIn: string | undefined,
  now: number,
) {
  const userId = pendingSignIn && (await findChallengeUser(db, pendingSignIn, now));
  // 400, not 401: nothing here asks a session, the request lacks the password step's cookie.
  if (!userId) throw AppError.badRequest(MessageCode.twoFactorChallengeMissing);
  if (!(await hasPasskeys(db, userId))) throw new AppError(409, PASSKEY_CODES.none);
  return assertionOptions(db, rp, { purpose: 'second-factor', userId }, now);
}

interface Attempt {
  user: SignInUser;
  journal: Journal;
  answer: Awaited<ReturnType<typeof admitAttempt>>;
}

/** Counts the attempt against the person's login as a password's (sign-in-throttle). */
async function admit(db: Executor, user: SignInUser, origin: SignInOrigin, context: SignInContext) {
  const key = loginKey(user.login);
  const base = { login: key, userId: user.id, address: origin.address };
  const journal = journalOf(db, context.logger, base, context.now);
  const answer = await admitAttempt(db, key, user.id, origin, context.now);
  await refuseIfThrottled(answer, journal);
  return { user, journal, answer };
}

/** A verified passkey: the account's bars, then the session, as a password sign-in ends. */
async function finish(
  db: Executor,
  { user, journal, answer }: Attempt,
  origin: SignInOrigin,
  details: Record<string, string | number>,
  context: SignInContext,
) {
  await refuseIfBarred(user, journal);
  if ('admitted' in answer) await forgiveAttempt(db, loginKey(user.login), origin, answer.admitted);
  const knownDevice = 'admitted' in answer && answer.admitted === 'known-device';
  return finishSignIn(db, user, origin, journal, { knownDevice, ...details }, context);
}

async function refuse(
  attempt: Attempt,
  verdict: Exclude<AssertionVerdict, { passkeyId: number }>,
  during: string,
  context: SignInContext,
): Promise<never> {
  await attempt.journal('PASSKEY_FAILURE', 'failure', { during, reason: verdict.failure });
  context.logger.info({ reason: verdict.detail ?? verdict.failure }, 'passkey refused');
  const code =
    verdict.failure === 'no ceremony' ? PASSKEY_CODES.ceremonyMissing : PASSKEY_CODES.invalid;
  throw AppError.unauthorized(code);
}

/**
 * Signs in with a passkey's assertion alone: counted, refused when barred and journalled as a
 * password sign-in is; an answer naming no passkey of ours is journalled without a user.
 */
export async function signInWithPasskey(
  db: Executor,
  rp: RelyingParty,
  ceremonyToken: string | undefined,
  response: AuthenticationResponseJSON,
  origin: SignInOrigin,
  context: SignInContext,
): Promise<SignedIn> {
  const { logger, now } = context;
  const userId = await ownerOfCredential(db, response.id);
  const user = userId === undefined ? undefined : await users.findUserById(db, userId);
  if (!user) {
    const event = {
      type: 'PASSKEY_FAILURE',
      login: null,
      userId: null,
      outcome: 'failure',
    } as const;
    const details = { during: 'sign-in', reason: 'unknown passkey' };
    await recordSecurityEvent(db, logger, { ...event, address: origin.address, details }, now);
    throw AppError.unauthorized(PASSKEY_CODES.invalid);
  }
  const attempt = await admit(db, user, origin, context);
  const asked: AssertionPurpose = { purpose: 'sign-in' };
  const expected = { ...asked, ceremonyToken, userId: user.id };
  const verdict = await verifyPasskeyAssertion(db, rp, expected, response, now);
  if ('failure' in verdict) return refuse(attempt, verdict, 'sign-in', context);
  const details = { method: 'passkey', accessKeyId: verdict.passkeyId };
  return finish(db, attempt, origin, details, context);
}

/**
 * Completes this browser's pending password sign-in with one of that person's passkeys, as a
 * code completes it (auth-second-factor.service.ts): a failure counts against the pending
 * sign-in, which success spends.
 */
export async function completeWithPasskey(
  db: Executor,
  rp: RelyingParty,
  tokens: { pendingSignIn?: string; ceremony?: string },
  response: AuthenticationResponseJSON,
  origin: SignInOrigin,
  context: SignInContext,
): Promise<SignedIn> {
  const { now } = context;
  const pending = tokens.pendingSignIn;
  const userId = pending && (await findChallengeUser(db, pending, now));
  const user = userId ? await users.findUserById(db, userId) : undefined;
  if (!pending || !user) throw noPendingSignIn();
  const attempt = await admit(db, user, origin, context);
  const asked: AssertionPurpose = { purpose: 'second-factor', userId: user.id };
  const expected = { ...asked, ceremonyToken: tokens.ceremony };
  const verdict = await verifyPasskeyAssertion(db, rp, expected, response, now);
  if ('failure' in verdict) {
    await failChallenge(db, pending, now);
    return refuse(attempt, verdict, 'second-factor', context);
  }
  if (!(await spendChallenge(db, pending))) throw noPendingSignIn();
  const details = { secondFactor: 'passkey', accessKeyId: verdict.passkeyId };
  return finish(db, attempt, origin, details, context);
}
