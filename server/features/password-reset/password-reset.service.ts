import type { Language } from '../../../contract/auth';
import { INVALID_RESET_CODE, type ResetPerformRequest } from '../../../contract/password-reset';
import { loginKey } from '../../../contract/text';
import { AppError } from '../../http/app-error';
import type { Executor } from '../../db/database';
import { runInBackground } from '../../jobs/background';
import { trustDevice, type DeviceClaim } from '../devices/devices.service';
import { composeMail, sendAfterCommit, type MailDelivery } from '../mail/mail.service';
import { clearSignInCounters } from '../rate-limits/rate-limits.service';
import type { EventOrigin } from '../../http/request-context';
import { recordEventFrom } from '../security-events/security-events.service';
import { recordSessionsEnded } from '../sessions/sessions-journal.service';
import { closeAllSessionsOf } from '../sessions/sessions.service';
import { TokenPurpose, consumeToken, issueToken } from '../user-tokens/user-tokens.service';
import { activateUser } from '../users/user-changes.service';
import * as users from '../users/users.service';

/**
 * Mails a reset link to every account of that address, after the answer: the answer, and the
 * time it takes, say nothing about whether the address has an account.
 */
export function requestReset(db: Executor, email: string, mail: MailDelivery, now: number): void {
  runInBackground(mail.logger, 'password reset mail', () => mailResetLinks(db, email, mail, now));
}

async function mailResetLinks(db: Executor, email: string, mail: MailDelivery, now: number) {
  const accounts = await users.findUsersByEmail(db, email);
  for (const user of accounts) {
    const code = await issueToken(db, user.id, TokenPurpose.passwordReset, now);
    await mailResetLink(mail, { ...user, email }, code);
  }
}

interface ResetTarget {
  login: string;
  email: string;
  usageName: string | null;
  language: Language;
}

/** A new reset code for the user (an admin's reset); mail it after the commit with mailResetLink. */
export const issueResetCode = (db: Executor, userId: number, now: number) =>
  issueToken(db, userId, TokenPurpose.passwordReset, now);

export function mailResetLink(mail: MailDelivery, user: ResetTarget, code: string) {
  const query = new URLSearchParams({ login: user.login, code, email: user.email });
  const link = `${mail.publicUrl}/forgotPassword?${query}`;
  const values = { name: user.usageName ?? user.login, login: user.login, link };
  return sendAfterCommit(mail, composeMail('reset', user.language, user.email, values));
}

/**
 * Sets the new password when the code is valid. Following the link proves the address, so the
 * account is also activated, every open session ends, the failures counted against the login are
 * forgotten and the browser becomes a known device (others' guesses cannot slow it down). The
 * code is checked first; a refused password rolls the transaction back, so the code stays usable
 * for a better one. A wrong code is journalled as a failed reset. Answers the id of the browser's
 * device cookie.
 */
export async function performReset(
  db: Executor,
  origin: EventOrigin,
  request: ResetPerformRequest,
  device: DeviceClaim | null,
  now: number,
): Promise<{ userId: number; deviceId: string }> {
  const user = await users.findUserByLogin(db, request.login);
  const event = { type: 'PASSWORD_RESET', login: request.login, userId: user?.id ?? null } as const;
  const done = await db.transaction().execute(async (trx) => {
    const valid =
      user !== undefined &&
      (await consumeToken(trx, user.id, TokenPurpose.passwordReset, request.code, now));
    if (!valid) return null;
    users.assertUncommonPassword(request.password);
    await users.setPassword(trx, user.id, request.password);
    await activateUser(trx, user.id);
    await recordEventFrom(trx, origin, { ...event, outcome: 'success' }, now);
    await recordSessionsEnded(trx, origin, user, 'PASSWORD_RESET', now);
    await closeAllSessionsOf(trx, user.id);
    await clearSignInCounters(trx, loginKey(request.login));
    return { userId: user.id, deviceId: await trustDevice(trx, user.id, device, now) };
  });
  if (!done) {
    await recordEventFrom(db, origin, { ...event, outcome: 'failure' }, now);
    throw AppError.badRequest(INVALID_RESET_CODE);
  }
  return done;
}
