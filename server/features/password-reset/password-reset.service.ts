import type { Language } from '../../../contract/auth';
import { INVALID_RESET_CODE, type ResetPerformRequest } from '../../../contract/password-reset';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/app-context';
import { composeMail, sendAfterCommit } from '../mail/mail.service';
import { closeAllSessionsOf } from '../sessions/sessions.service';
import { TokenPurpose, consumeToken, issueToken } from '../user-tokens/user-tokens.service';
import * as users from '../users/users.service';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'logger' | 'publicUrl' | 'clock'>;

/** Mails a reset link to every account of that address; says nothing either way. */
export async function requestReset(ctx: Ctx, email: string): Promise<void> {
  const accounts = await users.findUsersByEmail(ctx.db.kysely, email);
  for (const user of accounts) {
    const code = await issueToken(ctx.db.kysely, user.id, TokenPurpose.passwordReset, ctx.clock());
    const query = new URLSearchParams({ login: user.login, code, email });
    const link = `${ctx.publicUrl}/forgotPassword?${query}`;
    const values = { name: user.usageName ?? user.login, login: user.login, link };
    await sendAfterCommit(ctx, composeMail('reset', user.language as Language, email, values));
  }
}

/**
 * Sets the new password when the code is valid. Following the link proves the address, so the
 * account is also activated and unlocked, and every open session ends. The code is checked first;
 * a refused password rolls the transaction back, so the code stays usable for a better one.
 */
export async function performReset(ctx: Ctx, request: ResetPerformRequest): Promise<void> {
  const user = await users.findUserByLogin(ctx.db.kysely, request.login);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const valid =
      user !== undefined &&
      (await consumeToken(trx, user.id, TokenPurpose.passwordReset, request.code, ctx.clock()));
    if (!valid) throw AppError.badRequest(INVALID_RESET_CODE);
    users.assertUncommonPassword(request.password);
    await users.setPassword(trx, user.id, request.password);
    await users.updateUser(trx, user.id, { active: 1 });
    await closeAllSessionsOf(trx, user.id);
  });
}
