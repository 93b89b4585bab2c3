import { isTotpCode } from '../../../contract/two-factor';
import type { Executor } from '../../db/database';
import type { EventOrigin } from '../../http/request-context';
import { recordEventFrom } from '../security-events/security-events.service';
import type { TwoFactorCipher } from './two-factor-cipher';
import * as repository from './two-factor.repository';
import { stepOfCode } from './totp';

/** Whose second factor is checked, and for what (journalled with the outcome). */
export interface Prover {
  id: number;
  login: string;
  origin: EventOrigin;
  during: 'sign-in' | 'disable' | 'renew';
}

export type SecondFactorMethod = 'totp' | 'recovery';

/**
 * A TOTP code of the enabled secret, not older than the last one accepted (no replay), or an
 * unused recovery code, spent here. Each spending is one conditional update, so two requests
 * racing with one code cannot both pass.
 */
async function acceptedMethod(
  db: Executor,
  cipher: TwoFactorCipher,
  userId: number,
  code: string,
  now: number,
): Promise<SecondFactorMethod | null> {
  const row = await repository.findTwoFactor(db, userId);
  if (row?.state !== 'enabled') return null;
  if (isTotpCode(code)) {
    const step = stepOfCode(cipher.open(row.sealedSecret), code, now);
    return step !== null && (await repository.claimStep(db, userId, step)) ? 'totp' : null;
  }
  const hash = cipher.hashRecoveryCode(code);
  const spent = await repository.spendRecoveryCode(db, userId, hash, new Date(now).toISOString());
  return spent ? 'recovery' : null;
}

/** Checks a second factor and journals a failure or the use of a recovery code. */
export async function proveSecondFactor(
  db: Executor,
  cipher: TwoFactorCipher,
  prover: Prover,
  code: string,
  now: number,
): Promise<SecondFactorMethod | null> {
  const method = await acceptedMethod(db, cipher, prover.id, code, now);
  const event = { login: prover.login, userId: prover.id } as const;
  if (method === null) {
    const details = { during: prover.during };
    await recordEventFrom(
      db,
      prover.origin,
      { ...event, type: 'TWO_FACTOR_FAILURE', outcome: 'failure', details },
      now,
    );
  } else if (method === 'recovery') {
    const left = await repository.countUnusedRecoveryCodes(db, prover.id);
    const details = { during: prover.during, left };
    await recordEventFrom(
      db,
      prover.origin,
      { ...event, type: 'RECOVERY_CODE_USED', outcome: 'success', details },
      now,
    );
  }
  return method;
}
