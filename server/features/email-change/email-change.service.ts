import type { Language } from '../../../contract/auth';
import { MessageCode } from '../../../contract/message-codes';
import { CONFIRM_EMAIL_PARAM } from '../../../contract/settings';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { emailKey } from '../../../contract/text';
import { composeMail, sendAfterCommit, type MailDelivery } from '../mail/mail.service';
import {
  TokenPurpose,
  issueToken,
  redeemToken,
  revokeTokens,
} from '../user-tokens/user-tokens.service';
import * as users from '../users/users.service';
import * as repository from './email-change.repository';

async function assertAddressFree(db: Executor, userId: number, email: string): Promise<void> {
  if (await repository.isEmailHeldByOther(db, userId, email)) {
    throw new AppError(409, MessageCode.userExists);
  }
}

/**
 * Asks to move the account to a new address: a single-use link goes to the new address and a
 * notice to the old one; the address changes only when the link is followed. Asking for the
 * current address again withdraws a pending change. Another account's address is answered alike
 * (the answer must not tell who has an account): its mail says the address is taken, with no link.
 */
export async function requestEmailChange(
  db: Executor,
  userId: number,
  { email, password }: { email: string; password: string },
  mail: MailDelivery,
  now: number,
): Promise<void> {
  await users.assertCurrentPassword(db, userId, password);
  const user = await users.findUserById(db, userId);
  if (!user) throw AppError.notFound();
  const newEmail = emailKey(email);
  if (user.email !== null && emailKey(user.email) === newEmail) {
    await revokeTokens(db, userId, TokenPurpose.emailChange, now);
    return;
  }
  const about = { name: user.usageName ?? user.login, login: user.login, email: newEmail };
  const language = user.language as Language;
  if (await repository.isEmailHeldByOther(db, userId, newEmail)) {
    await sendAfterCommit(mail, composeMail('emailTaken', language, newEmail, about));
  } else {
    const code = await issueToken(db, userId, TokenPurpose.emailChange, now, newEmail);
    const link = `${mail.publicUrl}/parameters?${new URLSearchParams({ [CONFIRM_EMAIL_PARAM]: code })}`;
    await sendAfterCommit(mail, composeMail('emailChange', language, newEmail, { ...about, link }));
  }
  // The old address learns of the request but never gets the link.
  if (user.email) {
    await sendAfterCommit(mail, composeMail('emailNotice', language, user.email, about));
  }
}

/**
 * Applies the change of a valid code of the signed-in user. An address another account took
 * meanwhile is refused, and the code then stays usable until it expires.
 */
export async function confirmEmailChange(
  db: Executor,
  userId: number,
  code: string,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const token = await redeemToken(trx, userId, TokenPurpose.emailChange, code, now);
    if (!token?.newEmail) throw AppError.badRequest(MessageCode.emailChangeCodeInvalid);
    await assertAddressFree(trx, userId, token.newEmail);
    await users.updateUser(trx, userId, { email: token.newEmail });
  });
}
