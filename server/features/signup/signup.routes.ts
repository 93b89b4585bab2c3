import type { z } from 'zod';
import { DONE } from '../../../contract/answers';
import * as signupApi from '../../../contract/endpoints/signup';
import { SignupServerCode } from '../../../contract/signup';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { RATE_LIMITS, loginLimitKey } from '../rate-limits/rate-limits.service';
import { byIp, rateLimit } from '../rate-limits/rate-limits.guards';
import { isLoginAvailable } from '../users/users.service';
import { activate, resendActivation, signup } from './signup.service';

/** Login and password problems answer invalid.login / invalid.password (spec 000 §8). */
const signupCodeOf = (issue: z.core.$ZodIssue) =>
  ({ login: SignupServerCode.invalidLogin, password: SignupServerCode.invalidPassword })[
    String(issue.path[0])
  ];

export function signupRoutes(ctx: AppContext) {
  const { db, clock, mail } = ctx;
  return [
    defineRoute(signupApi.signUp, {
      access: 'public',
      summary: 'Registers an inactive account and mails its activation link',
      status: 201,
      invalid: signupCodeOf,
      guards: [rateLimit(db, clock, RATE_LIMITS.signupPerIp, byIp)],
      handle: async ({ body }) => {
        await signup(db.kysely, body, mail, clock());
        return DONE;
      },
    }),
    defineRoute(signupApi.checkLogin, {
      access: 'public',
      summary: 'Whether a login is still free',
      guards: [rateLimit(db, clock, RATE_LIMITS.signupCheckPerIp, byIp)],
      handle: async ({ query }) => ({ value: await isLoginAvailable(db.kysely, query.login) }),
    }),
    defineRoute(signupApi.resendActivation, {
      access: 'public',
      summary: 'Mails a new activation link to an inactive account (silent about unknown logins)',
      guards: [
        rateLimit(db, clock, RATE_LIMITS.resendPerIp, byIp),
        rateLimit(db, clock, RATE_LIMITS.resendPerLogin, ({ query }) => loginLimitKey(query.login)),
      ],
      handle: async ({ query }) => {
        resendActivation(db.kysely, query.login, mail, clock());
        return DONE;
      },
    }),
    defineRoute(signupApi.activateAccount, {
      access: 'public',
      summary: 'The activation link of the mail: activates, then redirects to the login page',
      reply: 'custom',
      produces: 'redirect',
      handle: async ({ query, res }) => {
        const { login, code } = query;
        const activated = login && code ? await activate(db.kysely, login, code, clock()) : null;
        const target = activated
          ? `activate=${encodeURIComponent(activated)}`
          : 'activationFailed=1';
        res.redirect(303, `/login?${target}`);
      },
    }),
  ];
}
