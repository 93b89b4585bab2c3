import type { Request } from 'express';
import { signInThrottledSchema } from '../../../contract/auth';
import * as passkeysApi from '../../../contract/endpoints/passkeys';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { signInSessions } from './sign-in-session';
import { rateLimit } from '../rate-limits/rate-limits.guards';
import { RATE_LIMITS } from '../rate-limits/rate-limits.service';
import { clearChallengeCookie, readChallengeCookie } from '../two-factor/two-factor-cookies';
import {
  clearCeremonyCookie,
  readCeremonyCookie,
  writeCeremonyCookie,
} from '../passkeys/passkey-cookies';
import { relyingPartyOf } from '../passkeys/relying-party';
import {
  completeWithPasskey,
  secondFactorOptions,
  signInOptions,
  signInWithPasskey,
} from './auth-passkey.service';

/** Signing in with a passkey: alone (no password), or as the second step of a password sign-in. */
export function authPasskeyRoutes(ctx: AppContext) {
  const { db, clock, config } = ctx;
  const sessions = signInSessions(ctx);
  const rpOf = (req: Request) =>
    relyingPartyOf(config.PUBLIC_URL, { protocol: req.protocol, host: req.get('host') ?? '' });
  const optionsLimit = rateLimit(db, clock, RATE_LIMITS.passkeyOptionsPerIp, ({ req }) => req.ip);
  return [
    defineRoute(passkeysApi.signInOptions, {
      access: 'public',
      apiToken: false,
      summary: 'Starts a sign-in with a passkey: the options of the browser’s get() prompt',
      guards: [optionsLimit],
      handle: async ({ req, res }) => {
        const { options, token } = await signInOptions(db.kysely, rpOf(req), clock());
        writeCeremonyCookie(req, res, token);
        return options;
      },
    }),
    defineRoute(passkeysApi.signIn, {
      access: 'public',
      apiToken: false,
      summary: 'Signs in with a passkey (verified user) and opens the session',
      errors: [signInThrottledSchema],
      handle: async ({ body, req, res }) => {
        const ceremony = readCeremonyCookie(req);
        clearCeremonyCookie(req, res);
        const signedIn = await signInWithPasskey(
          db.kysely,
          rpOf(req),
          ceremony,
          body.response,
          sessions.originOf(req),
          sessions.contextOf(),
        );
        return sessions.start(req, res, signedIn);
      },
    }),
    defineRoute(passkeysApi.secondFactorOptions, {
      access: 'public',
      apiToken: false,
      summary: 'The options of the browser’s get() prompt for the pending sign-in’s passkeys',
      guards: [optionsLimit],
      handle: async ({ req, res }) => {
        const pending = readChallengeCookie(req);
        const { options, token } = await secondFactorOptions(
          db.kysely,
          rpOf(req),
          pending,
          clock(),
        );
        writeCeremonyCookie(req, res, token);
        return options;
      },
    }),
    defineRoute(passkeysApi.completeSecondFactor, {
      access: 'public',
      apiToken: false,
      summary: 'Completes the pending sign-in with one of its person’s passkeys',
      errors: [signInThrottledSchema],
      handle: async ({ body, req, res }) => {
        const tokens = {
          pendingSignIn: readChallengeCookie(req),
          ceremony: readCeremonyCookie(req),
        };
        clearCeremonyCookie(req, res);
        const signedIn = await completeWithPasskey(
          db.kysely,
          rpOf(req),
          tokens,
          body.response,
          sessions.originOf(req),
          sessions.contextOf(),
        );
        clearChallengeCookie(req, res);
        return sessions.start(req, res, signedIn);
      },
    }),
  ];
}
