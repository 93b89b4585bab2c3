import { MessageCode } from '../../../contract/message-codes';
import {
  formatRecoveryCode,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../contract/two-factor';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { EventOrigin } from '../../http/request-context';
import { recordEventFrom } from '../security-events/security-events.service';
import type { TwoFactorCipher } from './two-factor-cipher';
import { isRequiredForAdmins } from './two-factor-policy.service';
import * as repository from './two-factor.repository';
import { newRecoveryCodes, newTotpSecret, qrSvgOf, stepOfCode, totpUri } from './totp';

/** The signed-in person, where the request came from, and the session they go on with. */
export interface TwoFactorHolder {
  id: number;
  login: string;
  origin: EventOrigin;
  token?: string;
}

export async function isTwoFactorEnabled(db: Executor, userId: number): Promise<boolean> {
  return (await repository.findTwoFactor(db, userId))?.state === 'enabled';
}

export async function twoFactorStatus(db: Executor, userId: number): Promise<TwoFactorStatus> {
  const enabled = await isTwoFactorEnabled(db, userId);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await repository.countUnusedRecoveryCodes(db, userId) : 0,
    requiredForAdmins: await isRequiredForAdmins(db),
  };
}

/** A new secret, pending until a code confirms it; shown this once, never sent again. */
export async function startSetup(
  db: Executor,
  cipher: TwoFactorCipher,
  user: { id: number; login: string },
  now: number,
): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(db, user.id)) {
    throw new AppError(409, MessageCode.twoFactorAlreadyEnabled);
  }
  const secret = newTotpSecret();
  await repository.savePendingSecret(db, user.id, cipher.seal(secret), new Date(now).toISOString());
  const uri = totpUri(secret, user.login);
  return { secret, uri, qrSvg: qrSvgOf(uri) };
}

export async function replaceRecoveryCodes(db: Executor, cipher: TwoFactorCipher, userId: number) {
  const codes = newRecoveryCodes();
  await repository.replaceRecoveryCodes(db, userId, codes.map(cipher.hashRecoveryCode));
  return codes.map(formatRecoveryCode);
}

export const journalChange = (
  db: Executor,
  holder: TwoFactorHolder,
  type: 'TWO_FACTOR_ENABLED' | 'TWO_FACTOR_DISABLED' | 'RECOVERY_CODES_RENEWED',
  now: number,
) =>
  recordEventFrom(
    db,
    holder.origin,
    { type, login: holder.login, userId: holder.id, outcome: 'success' },
    now,
  );

export const invalidCode = () => AppError.badRequest(MessageCode.twoFactorCodeInvalid);

/** A code of the pending secret enables it; answers the ten recovery codes, shown once. */
export async function confirmSetup(
  db: Executor,
  cipher: TwoFactorCipher,
  holder: TwoFactorHolder,
  code: string,
  now: number,
): Promise<string[]> {
  const row = await repository.findTwoFactor(db, holder.id);
  if (row?.state === 'enabled') throw new AppError(409, MessageCode.twoFactorAlreadyEnabled);
  if (!row) throw new AppError(409, MessageCode.twoFactorSetupMissing);
  const step = stepOfCode(cipher.open(row.sealedSecret), code, now);
  if (step === null) {
    const details = { during: 'setup' };
    const event = { type: 'TWO_FACTOR_FAILURE', outcome: 'failure', details } as const;
    await recordEventFrom(
      db,
      holder.origin,
      { ...event, login: holder.login, userId: holder.id },
      now,
    );
    throw invalidCode();
  }
  return db.transaction().execute(async (trx) => {
    const enabledAt = new Date(now).toISOString();
    if (!(await repository.enableTwoFactor(trx, holder.id, enabledAt, step))) {
      throw new AppError(409, MessageCode.twoFactorAlreadyEnabled);
    }
    await journalChange(trx, holder, 'TWO_FACTOR_ENABLED', now);
    return replaceRecoveryCodes(trx, cipher, holder.id);
  });
}
