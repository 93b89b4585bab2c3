import { z } from 'zod';
import { boundedText } from '../../../contract/required-text';
import { valueAnswerSchema, DONE, doneAnswerSchema } from '../../../contract/answers';
import {
  SignupServerCode,
  loginQuerySchema as loginQuery,
  signupRequestSchema,
} from '../../../contract/signup';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { RATE_LIMITS, loginLimitKey } from '../rate-limits/rate-limits.service';
import { byIp, rateLimit } from '../rate-limits/rate-limits.guards';
import { isLoginAvailable } from '../users/users.service';
import { activate, resendActivation, signup } from './signup.service';

/** A bad activation link still leads to the login page, which says it failed. */
const activationQuery = z
  .object({ login: boundedText(100), code: boundedText(200) })
  .partial()
  .catch({});

/** Login and password problems answer invalid.login / invalid.password (spec 000 §8). */
const signupCodeOf = (issue: z.core.$ZodIssue) =>
  ({ login: SignupServerCode.invalidLogin, password: SignupServerCode.invalidPassword })[
    String(issue.path[0])
  ];

export function signupRoutes(ctx: AppContext) {
  const { db, clock, mail } = ctx;
  return [
    defineRoute({
      method: 'post',
      path: '/api/signup',
      access: 'public',
      summary: 'Registers an inactive account and mails its activation link',
      body: signupRequestSchema,
      answer: doneAnswerSchema,
      status: 201,
      invalid: signupCodeOf,
      guards: [rateLimit(db, clock, RATE_LIMITS.signupPerIp, byIp)],
      handle: async ({ body }) => {
        await signup(db.kysely, body, mail, clock());
        return DONE;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/signup/check',
      access: 'public',
      summary: 'Whether a login is still free',
      query: loginQuery,
      answer: valueAnswerSchema(z.boolean()),
      guards: [rateLimit(db, clock, RATE_LIMITS.signupCheckPerIp, byIp)],
      handle: async ({ query }) => ({ value: await isLoginAvailable(db.kysely, query.login) }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/signup/resend',
      access: 'public',
      summary: 'Mails a new activation link to an inactive account (silent about unknown logins)',
      query: loginQuery,
      answer: doneAnswerSchema,
      guards: [
        rateLimit(db, clock, RATE_LIMITS.resendPerIp, byIp),
        rateLimit(db, clock, RATE_LIMITS.resendPerLogin, ({ query }) => loginLimitKey(query.login)),
      ],
      handle: async ({ query }) => {
        resendActivation(db.kysely, query.login, mail, clock());
        return DONE;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/signup/activate',
      access: 'public',
      summary: 'The activation link of the mail: activates, then redirects to the login page',
      query: activationQuery,
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
