import { MessageCode } from '../../../contract/message-codes';
import { CONFIRM_EMAIL_PARAM } from '../../../contract/settings';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { EventOrigin } from '../../http/request-context';
import { recordEventFrom } from '../security-events/security-events.service';
import { emailKey } from '../../../contract/text';
import { composeMail, sendAfterCommit, type MailDelivery } from '../mail/mail.service';
import {
  TokenPurpose,
  issueToken,
  redeemToken,
  revokeTokens,
} from '../user-tokens/user-tokens.service';
import { changeEmail } from '../users/user-changes.service';
import * as users from '../users/users.service';
import * as repository from './email-change.repository';

/** The two steps of a change, as the journal tells them apart. */
const REQUEST = { step: 'request' };
const CONFIRM = { step: 'confirm' };

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
  origin: EventOrigin,
  userId: number,
  { email, password }: { email: string; password: string },
  mail: MailDelivery,
  now: number,
): Promise<void> {
  const user = await users.findUserById(db, userId);
  if (!user) throw AppError.notFound();
  const event = { type: 'EMAIL_CHANGE', login: user.login, userId } as const;
  if (!(await users.isCurrentPassword(db, userId, password))) {
    await recordEventFrom(db, origin, { ...event, outcome: 'failure', details: REQUEST }, now);
    throw users.wrongPassword();
  }
  const newEmail = emailKey(email);
  if (user.email !== null && emailKey(user.email) === newEmail) {
    await revokeTokens(db, userId, TokenPurpose.emailChange, now);
    return;
  }
  await recordEventFrom(db, origin, { ...event, outcome: 'success', details: REQUEST }, now);
  const about = { name: user.usageName ?? user.login, login: user.login, email: newEmail };
  const language = user.language;
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
 * meanwhile is refused, and the code then stays usable until it expires. A wrong code is
 * journalled as a failed confirmation.
 */
export async function confirmEmailChange(
  db: Executor,
  origin: EventOrigin,
  account: { id: number; login: string },
  code: string,
  now: number,
): Promise<void> {
  const event = { type: 'EMAIL_CHANGE', login: account.login, userId: account.id } as const;
  const done = await db.transaction().execute(async (trx) => {
    const token = await redeemToken(trx, account.id, TokenPurpose.emailChange, code, now);
    if (!token?.newEmail) return false;
    await assertAddressFree(trx, account.id, token.newEmail);
    await changeEmail(trx, account.id, token.newEmail);
    await recordEventFrom(trx, origin, { ...event, outcome: 'success', details: CONFIRM }, now);
    return true;
  });
  if (!done) {
    await recordEventFrom(db, origin, { ...event, outcome: 'failure', details: CONFIRM }, now);
    throw AppError.badRequest(MessageCode.emailChangeCodeInvalid);
  }
}
