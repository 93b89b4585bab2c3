import { Role } from '../../../contract/access';
import { DONE } from '../../../contract/answers';
import * as userSettingsApi from '../../../contract/endpoints/user-settings';
import { MessageCode } from '../../../contract/message-codes';
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

const user = [Role.user];

export function userSettingsRoutes(ctx: AppContext) {
  const { db, clock, policy, secret, mail, logger } = ctx;
  const bi = biDepsOf(ctx);
  return [
    defineRoute(userSettingsApi.updateLogin, {
      access: user,
      apiToken: false,
      summary: 'Changes the login (the current password confirms it)',
      handle: async ({ userId, body }) => {
        await settings.updateLogin(db.kysely, userId, body.login, body.password);
        return DONE;
      },
    }),
    defineRoute(userSettingsApi.updateEmail, {
      access: user,
      apiToken: false,
      summary: 'Asks to change the e-mail address: mails a confirmation link to the new one',
      guards: [
        rateLimit(db, clock, RATE_LIMITS.emailChangePerUser, ({ userId }) => String(userId)),
      ],
      handle: async ({ userId, body, req }) => {
        const origin = originOf(logger, req);
        await requestEmailChange(db.kysely, origin, userId, body, mail, clock());
        return DONE;
      },
    }),
    defineRoute(userSettingsApi.confirmEmail, {
      access: user,
      apiToken: false,
      summary: 'Confirms the new address with the code mailed to it; the change takes effect',
      handle: async ({ user: { idUser, login }, body, req }) => {
        const origin = originOf(logger, req);
        await confirmEmailChange(db.kysely, origin, { id: idUser, login }, body.code, clock());
        return DONE;
      },
    }),
    defineRoute(userSettingsApi.updatePassword, {
      access: user,
      apiToken: false,
      summary: 'Changes the password, ends the other sessions and renews this one',
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
    defineRoute(userSettingsApi.updatePhone, {
      access: user,
      summary: 'Changes the phone number',
      handle: async ({ userId, body }) => {
        await settings.updatePhone(db.kysely, userId, body.phone, body.phoneCode);
        return DONE;
      },
    }),
    defineRoute(userSettingsApi.getUserDetails, {
      access: user,
      summary: 'Usage name, zipcode and mailing choices',
      handle: ({ userId }) => settings.getUserDetails(db.kysely, userId),
    }),
    defineRoute(userSettingsApi.saveUserDetails, {
      access: user,
      summary: 'Saves the usage name, zipcode and mailing choices',
      handle: async ({ userId, body }) => {
        await settings.updateUserDetails(db.kysely, userId, body);
        return DONE;
      },
    }),
    defineRoute(userSettingsApi.deleteAccount, {
      access: user,
      apiToken: false,
      summary:
        'Deletes the signed-in user’s own account (password, reason, comment), or, for an admin, another user',
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
