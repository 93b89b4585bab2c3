import { MessageCode } from '../../../contract/message-codes';
import type { TwoFactorPolicy } from '../../../contract/two-factor';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { EventOrigin } from '../../http/request-context';
import { readFlag, writeFlag } from '../app-settings/app-settings.service';
import { recordEventFrom } from '../security-events/security-events.service';
import * as repository from './two-factor.repository';

const REQUIRED_FOR_ADMINS = 'two_factor_required_for_admins';

export const isRequiredForAdmins = (db: Executor): Promise<boolean> =>
  readFlag(db, REQUIRED_FOR_ADMINS);

/**
 * Whether this administrator must enable two-factor before using the back office: the policy is
 * on and their own is not enabled. Read on each of an administrator's requests.
 */
export async function mustEnrolAsAdmin(db: Executor, userId: number): Promise<boolean> {
  if (!(await isRequiredForAdmins(db))) return false;
  return (await repository.findTwoFactor(db, userId))?.state !== 'enabled';
}

/**
 * Turns the requirement on or off. An administrator without two-factor cannot turn it on: the
 * next request would shut them out of the page they did it from.
 */
export async function setTwoFactorPolicy(
  db: Executor,
  admin: { idUser: number; login: string } & EventOrigin,
  policy: TwoFactorPolicy,
  now: number,
): Promise<TwoFactorPolicy> {
  const enabled = (await repository.findTwoFactor(db, admin.idUser))?.state === 'enabled';
  if (policy.requiredForAdmins && !enabled) {
    throw new AppError(409, MessageCode.twoFactorPolicyOwnFirst);
  }
  await db.transaction().execute(async (trx) => {
    await writeFlag(trx, REQUIRED_FOR_ADMINS, policy.requiredForAdmins);
    const details = { action: 'TWO_FACTOR_POLICY', requiredForAdmins: policy.requiredForAdmins };
    const event = { type: 'ADMIN_ACTION', outcome: 'success', details } as const;
    await recordEventFrom(trx, admin, { ...event, login: admin.login, userId: admin.idUser }, now);
  });
  return policy;
}
