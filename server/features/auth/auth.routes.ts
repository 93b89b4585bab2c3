import { Role } from '../../../contract/access';
import { signInThrottledSchema } from '../../../contract/auth';
import * as authApi from '../../../contract/endpoints/auth';
import * as twoFactorApi from '../../../contract/endpoints/two-factor';
import type { AppContext } from '../../app-context';
import { issueCsrfToken } from '../../http/csrf';
import { defineRoute } from '../../http/route';
import { endSessionCookie } from '../sessions/session-cookies';
import {
  clearChallengeCookie,
  readChallengeCookie,
  writeChallengeCookie,
} from '../two-factor/two-factor-cookies';
import { describeUser } from './current-user.service';
import { completeSignIn } from './auth-second-factor.service';
import { authenticate } from './auth.service';
import { signInSessions } from './sign-in-session';

export function authRoutes(ctx: AppContext) {
  const { db, secret } = ctx;
  const { contextOf, originOf, start: startSession } = signInSessions(ctx);
  return [
    defineRoute(authApi.authenticate, {
      access: 'public',
      summary:
        'Signs in (the password base64-encoded) and opens a session, or asks for the second factor',
      errors: [signInThrottledSchema],
      handle: async ({ body, req, res }) => {
        const result = await authenticate(db.kysely, body, originOf(req), contextOf());
        if (!('challenge' in result)) return startSession(req, res, result);
        writeChallengeCookie(req, res, result.challenge);
        return {
          secondFactor: 'required' as const,
          ...(result.passkey && { passkey: true as const }),
        };
      },
    }),
    defineRoute(twoFactorApi.completeSignIn, {
      access: 'public',
      summary: 'Completes a sign-in with a TOTP or recovery code and opens the session',
      errors: [signInThrottledSchema],
      handle: async ({ body, req, res }) => {
        const challenge = readChallengeCookie(req);
        const signedIn = await completeSignIn(
          db.kysely,
          challenge,
          body.code,
          originOf(req),
          contextOf(),
        );
        clearChallengeCookie(req, res);
        return startSession(req, res, signedIn);
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
