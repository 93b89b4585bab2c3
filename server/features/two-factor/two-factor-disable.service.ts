// Turning two-factor off, and renewing the recovery codes: both need the password and a code.

import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { recordSessionsEnded } from '../sessions/sessions-journal.service';
import { closeAllSessionsOf, openSession, type SessionPolicy } from '../sessions/sessions.service';
import * as users from '../users/users.service';
import type { TwoFactorCipher } from './two-factor-cipher';
import { proveSecondFactor, type Prover } from './two-factor-proof.service';
import * as repository from './two-factor.repository';
import {
  invalidCode,
  isTwoFactorEnabled,
  journalChange,
  replaceRecoveryCodes,
  type TwoFactorHolder,
} from './two-factor.service';

/** The password, then a current code: what disabling and renewing the codes both ask. */
async function assertProof(
  db: Executor,
  cipher: TwoFactorCipher,
  prover: Prover,
  proof: { password: string; code: string },
  now: number,
): Promise<void> {
  if (!(await isTwoFactorEnabled(db, prover.id))) {
    throw new AppError(409, MessageCode.twoFactorNotEnabled);
  }
  await users.assertCurrentPassword(db, prover.id, proof.password);
  if (!(await proveSecondFactor(db, cipher, prover, proof.code, now))) throw invalidCode();
}

/**
 * Disables two-factor and ends every other session of the user (whoever kept one open by a
 * stolen factor is out); answers the token of the session the person goes on with.
 */
export async function disableTwoFactor(
  db: Executor,
  cipher: TwoFactorCipher,
  holder: TwoFactorHolder,
  proof: { password: string; code: string },
  policy: SessionPolicy,
  now: number,
): Promise<string> {
  await assertProof(db, cipher, { ...holder, during: 'disable' }, proof, now);
  return db.transaction().execute(async (trx) => {
    await repository.deleteTwoFactor(trx, holder.id);
    await repository.deleteChallengesOfUser(trx, holder.id);
    await journalChange(trx, holder, 'TWO_FACTOR_DISABLED', now);
    await recordSessionsEnded(trx, holder.origin, holder, 'TWO_FACTOR_DISABLE', now, holder.token);
    await closeAllSessionsOf(trx, holder.id);
    return openSession(trx, holder.id, policy, now);
  });
}

/** Ten new recovery codes replace the old ones, used or not. */
export async function renewRecoveryCodes(
  db: Executor,
  cipher: TwoFactorCipher,
  holder: TwoFactorHolder,
  proof: { password: string; code: string },
  now: number,
): Promise<string[]> {
  await assertProof(db, cipher, { ...holder, during: 'renew' }, proof, now);
  return db.transaction().execute(async (trx) => {
    await journalChange(trx, holder, 'RECOVERY_CODES_RENEWED', now);
    return replaceRecoveryCodes(trx, cipher, holder.id);
  });
}
