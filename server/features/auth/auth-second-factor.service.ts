import { MessageCode } from '../../../contract/message-codes';
import { loginKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  failChallenge,
  findChallengeUser,
  spendChallenge,
} from '../two-factor/two-factor-challenges.service';
import { proveSecondFactor } from '../two-factor/two-factor-proof.service';
import * as users from '../users/users.service';
import {
  finishSignIn,
  journalOf,
  refuseIfBarred,
  refuseIfThrottled,
  type SignInContext,
  type SignedIn,
} from './auth-sign-in.service';
import { admitAttempt, forgiveAttempt, type SignInOrigin } from './sign-in-throttle.service';

const noChallenge = () => AppError.unauthorized(MessageCode.twoFactorChallengeMissing);

/**
 * Completes a pending sign-in with a TOTP code or a recovery code. Each code is an attempt as a
 * password is (same limits, per browser, address and login); a wrong one also counts against the
 * pending sign-in, which ends after a few, so the password must be given again.
 */
export async function completeSignIn(
  db: Executor,
  challenge: string | undefined,
  code: string,
  origin: SignInOrigin,
  context: SignInContext,
): Promise<SignedIn> {
  const { logger, cipher, now } = context;
  const userId = challenge && (await findChallengeUser(db, challenge, now));
  const user = userId ? await users.findUserById(db, userId) : undefined;
  if (!challenge || !user) throw noChallenge();
  const key = loginKey(user.login);
  const journal = journalOf(
    db,
    logger,
    { login: key, userId: user.id, address: origin.address },
    now,
  );
  const answer = await admitAttempt(db, key, user.id, origin, now);
  await refuseIfThrottled(answer, journal);
  const prover = {
    id: user.id,
    login: user.login,
    origin: { logger, address: origin.address },
    during: 'sign-in',
  } as const;
  const method = await proveSecondFactor(db, cipher, prover, code, now);
  if (!method) {
    await failChallenge(db, challenge, now);
    throw AppError.unauthorized(MessageCode.twoFactorCodeInvalid);
  }
  if (!(await spendChallenge(db, challenge))) throw noChallenge();
  await refuseIfBarred(user, journal);
  if ('admitted' in answer) await forgiveAttempt(db, key, origin, answer.admitted);
  const knownDevice = 'admitted' in answer && answer.admitted === 'known-device';
  return finishSignIn(db, user, origin, journal, { knownDevice, secondFactor: method }, context);
}
