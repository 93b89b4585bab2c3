import { Role } from '../../../contract/access';
import { signInThrottledSchema } from '../../../contract/auth';
import * as authApi from '../../../contract/endpoints/auth';
import type { AppContext } from '../../app-context';
import { issueCsrfToken } from '../../http/csrf';
import { defineRoute } from '../../http/route';
import { readDeviceClaim, writeDeviceCookie } from '../devices/device-cookies';
import { endSessionCookie, startSessionCookie } from '../sessions/session-cookies';
import { describeUser } from './current-user.service';
import { authenticate } from './auth.service';
import { biDepsOf } from '../bi/bi-deps';

export function authRoutes(ctx: AppContext) {
  const { db, policy, secret, clock, logger } = ctx;
  const bi = biDepsOf(ctx);
  return [
    defineRoute(authApi.authenticate, {
      access: 'public',
      summary: 'Signs in (the password base64-encoded) and opens a session',
      errors: [signInThrottledSchema],
      handle: async ({ body, req, res }) => {
        const origin = { address: req.ip ?? '', device: readDeviceClaim(req, secret) };
        const context = { policy, logger, bi, now: clock() };
        const { token, principal, deviceId } = await authenticate(db.kysely, body, origin, context);
        writeDeviceCookie(req, res, secret, principal.idUser, deviceId);
        await startSessionCookie(db, req, res, token);
        issueCsrfToken(secret, req, res);
        return describeUser(db.kysely, principal);
      },
    }),
    defineRoute(authApi.logout, {
      access: [Role.authenticated],
      apiToken: false,
      summary: 'Ends the session',
      reply: 'empty',
      handle: async ({ req, res }) => {
        await endSessionCookie(db, req, res);
        issueCsrfToken(secret, req, res);
      },
    }),
    defineRoute(authApi.getCurrentUser, {
      access: [Role.authenticated],
      summary: 'The signed-in user, roles, profile, subscriptions and terms agreement',
      handle: ({ user }) => describeUser(db.kysely, user),
    }),
    defineRoute(authApi.getSession, {
      access: 'public',
      summary: 'The signed-in user as GET /api/user gives it, or null when nobody is signed in',
      handle: async ({ principal }) => ({
        user: principal ? await describeUser(db.kysely, principal) : null,
      }),
    }),
  ];
}
