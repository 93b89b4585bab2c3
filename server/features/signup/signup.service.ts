import { ProfileName, Role } from '../../../contract/access';
import type { Language } from '../../../contract/auth';
import { SignupServerCode, type SignupRequest } from '../../../contract/signup';
import { AppError } from '../../http/app-error';
import type { Executor } from '../../db/database';
import { runInBackground } from '../../jobs/background';
import { copyTemplateCategories } from '../categories/categories.service';
import { recordAgreement } from '../cgu/cgu.service';
import { composeMail, sendAfterCommit, type MailDelivery } from '../mail/mail.service';
import { TokenPurpose, consumeToken, issueToken } from '../user-tokens/user-tokens.service';
import { activateUser } from '../users/user-changes.service';
import * as users from '../users/users.service';

/**
 * Registers an inactive USER account with the standard category tree in the person's language and
 * mails its activation link, all or nothing. Signup asks no display name, so the login stands for
 * it until the person sets one in the settings.
 */
export async function signup(
  db: Executor,
  request: SignupRequest,
  mail: MailDelivery,
  now: number,
): Promise<void> {
  if (!(await users.isLoginAvailable(db, request.login))) {
    throw new AppError(409, SignupServerCode.userExists);
  }
  if (users.isCommonPassword(request.password)) {
    throw AppError.badRequest(SignupServerCode.invalidPassword);
  }
  const code = await db.transaction().execute(async (trx) => {
    const id = await users.createUser(trx, {
      login: request.login,
      password: request.password,
      email: request.email,
      usageName: request.login,
      profileName: ProfileName.user,
      roles: [Role.user],
      active: false,
      language: request.language,
      details: {
        title: request.title,
        age: Number(request.age),
        zipcode: request.zip,
        phone: request.phone || null,
        phoneCode: request.phoneCode,
        newsletter: request.newsletter ? 1 : 0,
        partners: request.partners ? 1 : 0,
        reasons: request.reasons.join(','),
        serviceInfo: request.serviceInfo || null,
      },
    });
    await copyTemplateCategories(trx, id, request.language);
    if (request.cguTerm !== null) await recordAgreement(trx, id, request.cguTerm, now);
    return issueToken(trx, id, TokenPurpose.activation, now);
  });
  await sendActivation(mail, request.login, request.email, request.language, code);
}

/** A new activation code for an inactive user (an admin's reminder); mail it after the commit. */
export const issueActivationCode = (db: Executor, userId: number, now: number) =>
  issueToken(db, userId, TokenPurpose.activation, now);

export function sendActivation(
  mail: MailDelivery,
  login: string,
  email: string,
  language: Language,
  code: string,
) {
  const link = `${mail.publicUrl}/api/signup/activate?${new URLSearchParams({ login, code })}`;
  const values = { name: login, login, link };
  return sendAfterCommit(mail, composeMail('activation', language, email, values));
}

/**
 * Sends a new activation link to an inactive account, after the answer: silent about unknown
 * and active logins, in words and in time.
 */
export function resendActivation(db: Executor, login: string, mail: MailDelivery, now: number) {
  runInBackground(mail.logger, 'activation mail', () => mailNewActivation(db, login, mail, now));
}

async function mailNewActivation(db: Executor, login: string, mail: MailDelivery, now: number) {
  const user = await users.findUserByLogin(db, login);
  if (!user || user.active === 1 || !user.email) return;
  const code = await issueToken(db, user.id, TokenPurpose.activation, now);
  await sendActivation(mail, user.login, user.email, user.language, code);
}

/** Activates the account of a valid, unused code; returns the login or null. */
export async function activate(
  db: Executor,
  login: string,
  code: string,
  now: number,
): Promise<string | null> {
  const user = await users.findUserByLogin(db, login);
  if (!user) return null;
  if (!(await consumeToken(db, user.id, TokenPurpose.activation, code, now))) return null;
  await activateUser(db, user.id);
  return user.login;
}
