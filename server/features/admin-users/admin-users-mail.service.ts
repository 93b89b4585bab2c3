import { addDays } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { MailDelivery } from '../mail/mail.service';
import { issueResetCode, mailResetLink } from '../password-reset/password-reset.service';
import { issueActivationCode, sendActivation } from '../signup/signup.service';
import type { AdminActor } from '../admin-audit/admin-audit.service';
import { audited, targetOf } from './admin-users-actions.service';
import * as repository from './admin-users.repository';

export const USER_WITHOUT_EMAIL = 'admin.user.noEmail';

type Admin = AdminActor;

/** Mails the user a reset link (the password stays until the link is followed). */
export async function resetPassword(
  db: Executor,
  admin: Admin,
  userId: number,
  mail: MailDelivery,
  now: number,
): Promise<void> {
  const user = await targetOf(db, admin, userId);
  const email = user.email;
  if (!email) throw new AppError(409, USER_WITHOUT_EMAIL);
  let code = '';
  await audited(db, admin, now, async (trx) => {
    code = await issueResetCode(trx, user.id, now);
    return { action: 'USER_RESET_PASSWORD', target: { id: user.id, login: user.login } };
  });
  await mailResetLink(mail, { ...user, email }, code);
}

/**
 * Inactive accounts created in the range get a new activation link. With `pretend` nothing is
 * sent or written: the answer is how many would be.
 */
export async function remindActivation(
  db: Executor,
  admin: Admin,
  range: { startDate: string; endDate: string },
  pretend: boolean,
  mail: MailDelivery,
  now: number,
): Promise<number> {
  const createdBefore = addDays(range.endDate, 1);
  const users = await repository.findInactiveUsers(db, range.startDate, createdBefore);
  if (pretend) return users.length;
  const codes: string[] = [];
  await audited(db, admin, now, async (trx) => {
    for (const user of users) codes.push(await issueActivationCode(trx, user.id, now));
    return { action: 'ACTIVATION_REMINDER', details: { ...range, count: users.length } };
  });
  for (const [i, user] of users.entries()) {
    await sendActivation(mail, user.login, user.email!, user.language, codes[i]!);
  }
  return users.length;
}
