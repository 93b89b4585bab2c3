import { z } from 'zod';
import { idParamSchema } from '../../../contract/ids';
import { Role } from '../../../contract/access';
import { DONE, doneAnswerSchema } from '../../../contract/answers';
import { MessageCode } from '../../../contract/message-codes';
import {
  confirmEmailSchema,
  updateEmailSchema,
  updateLoginSchema,
  updatePasswordSchema,
  updatePhoneSchema,
  userDetailsSchema,
} from '../../../contract/settings';
import type { AppContext } from '../../app-context';
import { issueCsrfToken } from '../../http/csrf';
import { originOf } from '../../http/request-context';
import { defineRoute } from '../../http/route';
import { confirmEmailChange, requestEmailChange } from '../email-change/email-change.service';
import { RATE_LIMITS } from '../rate-limits/rate-limits.service';
import { rateLimit } from '../rate-limits/rate-limits.guards';
import { endSessionCookie, startSessionCookie } from '../sessions/session-cookies';
import * as settings from './user-settings.service';
import { biDepsOf } from '../bi/bi-deps';
import { forgetProviderUser } from '../bi/bi-account-deletion.service';

const idUserParams = z.object({ idUser: idParamSchema });
/** Read loosely first: an admin deleting someone sends none of the person's own fields. */
const deleteAccountQuerySchema = z.record(z.string(), z.unknown());
const user = [Role.user];

export function userSettingsRoutes(ctx: AppContext) {
  const { db, clock, policy, secret, mail, logger } = ctx;
  const bi = biDepsOf(ctx);
  return [
    defineRoute({
      method: 'post',
      path: '/api/updateLogin',
      access: user,
      summary: 'Changes the login (the current password confirms it)',
      body: updateLoginSchema,
      answer: doneAnswerSchema,
      handle: async ({ userId, body }) => {
        await settings.updateLogin(db.kysely, userId, body.login, body.password);
        return DONE;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/updateEmail',
      access: user,
      summary: 'Asks to change the e-mail address: mails a confirmation link to the new one',
      body: updateEmailSchema,
      answer: doneAnswerSchema,
      guards: [
        rateLimit(db, clock, RATE_LIMITS.emailChangePerUser, ({ userId }) => String(userId)),
      ],
      handle: async ({ userId, body, req }) => {
        const origin = originOf(logger, req);
        await requestEmailChange(db.kysely, origin, userId, body, mail, clock());
        return DONE;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/updateEmail/confirm',
      access: user,
      summary: 'Confirms the new address with the code mailed to it; the change takes effect',
      body: confirmEmailSchema,
      answer: doneAnswerSchema,
      handle: async ({ user: { idUser, login }, body, req }) => {
        const origin = originOf(logger, req);
        await confirmEmailChange(db.kysely, origin, { id: idUser, login }, body.code, clock());
        return DONE;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/updatePassword',
      access: user,
      summary: 'Changes the password, ends the other sessions and renews this one',
      body: updatePasswordSchema,
      answer: doneAnswerSchema,
      // A new password breaking the rules answers ValidationException (spec 000 §8).
      invalid: (issue) => (issue.path[0] === 'newPassword' ? MessageCode.validation : undefined),
      handle: async ({ user: { idUser, login }, body, req, res }) => {
        const holder = { id: idUser, login, token: req.sessionToken };
        const origin = originOf(logger, req);
        const token = await settings.updatePassword(
          db.kysely,
          origin,
          holder,
          body,
          policy,
          clock(),
        );
        await startSessionCookie(db, req, res, token);
        issueCsrfToken(secret, req, res);
        return DONE;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/updatePhone',
      access: user,
      summary: 'Changes the phone number',
      body: updatePhoneSchema,
      answer: doneAnswerSchema,
      handle: async ({ userId, body }) => {
        await settings.updatePhone(db.kysely, userId, body.phone, body.phoneCode);
        return DONE;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/userDetails',
      access: user,
      summary: 'Usage name, zipcode and mailing choices',
      answer: userDetailsSchema,
      handle: ({ userId }) => settings.getUserDetails(db.kysely, userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/userDetails',
      access: user,
      summary: 'Saves the usage name, zipcode and mailing choices',
      body: userDetailsSchema,
      answer: doneAnswerSchema,
      handle: async ({ userId, body }) => {
        await settings.updateUserDetails(db.kysely, userId, body);
        return DONE;
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/api/users/:idUser',
      access: user,
      summary:
        'Deletes the signed-in user’s own account (password, reason, comment), or, for an admin, another user',
      params: idUserParams,
      query: deleteAccountQuerySchema,
      reply: 'empty',
      handle: async ({ user: caller, params, query, req, res }) => {
        const request = { caller, origin: originOf(logger, req), targetId: params.idUser, query };
        const { ownAccount } = await settings.deleteAccount(db.kysely, request, clock(), (id) =>
          forgetProviderUser(bi, id),
        );
        if (ownAccount) await endSessionCookie(db, req, res);
      },
    }),
  ];
}
