import { ProfileName, Role } from '../../../contract/access';
import type { Language } from '../../../contract/auth';
import { SignupServerCode, type SignupRequest } from '../../../contract/signup';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/app-context';
import { recordAgreement } from '../cgu/cgu.service';
import { composeMail, sendAfterCommit } from '../mail/mail.service';
import { TokenPurpose, consumeToken, issueToken } from '../user-tokens/user-tokens.service';
import * as users from '../users/users.service';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'logger' | 'publicUrl' | 'clock'>;

/**
 * Registers an inactive USER account and mails its activation link, all or nothing. Signup asks
 * no display name, so the login stands for it until the person sets one in the settings.
 */
export async function signup(ctx: Ctx, request: SignupRequest): Promise<void> {
  if (!(await users.isLoginAvailable(ctx.db.kysely, request.login))) {
    throw new AppError(409, SignupServerCode.userExists);
  }
  if (users.isCommonPassword(request.password)) {
    throw AppError.badRequest(SignupServerCode.invalidPassword);
  }
  const now = ctx.clock();
  const code = await ctx.db.kysely.transaction().execute(async (trx) => {
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
    if (request.cguTerm !== null) await recordAgreement(trx, id, request.cguTerm, now);
    return issueToken(trx, id, TokenPurpose.activation, now);
  });
  await sendActivation(ctx, request.login, request.email, request.language, code);
}

function sendActivation(ctx: Ctx, login: string, email: string, language: Language, code: string) {
  const link = `${ctx.publicUrl}/api/signup/activate?${new URLSearchParams({ login, code })}`;
  const values = { name: login, login, link };
  return sendAfterCommit(ctx, composeMail('activation', language, email, values));
}

/** Sends a new activation link to an inactive account; silent about unknown logins. */
export async function resendActivation(ctx: Ctx, login: string): Promise<void> {
  const user = await users.findUserByLogin(ctx.db.kysely, login);
  if (!user || user.active === 1 || !user.email) return;
  const code = await issueToken(ctx.db.kysely, user.id, TokenPurpose.activation, ctx.clock());
  await sendActivation(ctx, user.login, user.email, user.language as Language, code);
}

/** Activates the account of a valid, unused code; returns the login or null. */
export async function activate(ctx: Ctx, login: string, code: string): Promise<string | null> {
  const user = await users.findUserByLogin(ctx.db.kysely, login);
  if (!user) return null;
  if (!(await consumeToken(ctx.db.kysely, user.id, TokenPurpose.activation, code, ctx.clock()))) {
    return null;
  }
  await users.updateUser(ctx.db.kysely, user.id, { active: 1 });
  return user.login;
}
