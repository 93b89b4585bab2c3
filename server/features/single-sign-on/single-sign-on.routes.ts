import type { Request, Response } from 'express';
import * as api from '../../../contract/endpoints/single-sign-on';
import {
  SECOND_FACTOR_STEP,
  SSO_ERROR_PARAM,
  SSO_REASON_PARAM,
  type SsoErrorReason,
} from '../../../contract/single-sign-on';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { issueCsrfToken } from '../../http/csrf';
import { defineRoute } from '../../http/route';
import { byIp, rateLimit } from '../rate-limits/rate-limits.guards';
import { RATE_LIMITS } from '../rate-limits/rate-limits.service';
import type { SignedIn } from '../auth/auth-sign-in.service';
import { biDepsOf } from '../bi/bi-deps';
import { readDeviceClaim, writeDeviceCookie } from '../devices/device-cookies';
import { startSessionCookie } from '../sessions/session-cookies';
import { cipherOf, writeChallengeCookie } from '../two-factor/two-factor-cookies';
import { clearStateCookie, readStateCookie, writeStateCookie } from './single-sign-on-cookies';
import { callbackUrlOf, redirectUriOf, singleSignOnOf } from './single-sign-on-settings';
import { finishSingleSignOn, startSingleSignOn } from './single-sign-on.service';

const errorPage = (reason: SsoErrorReason) =>
  `/login?${new URLSearchParams({ [SSO_ERROR_PARAM]: 'error', [SSO_REASON_PARAM]: reason })}`;

export function singleSignOnRoutes(ctx: AppContext) {
  const { db, config, policy, secret, clock, logger } = ctx;
  const sso = singleSignOnOf(config, logger);
  const configured = () => {
    if (!sso) throw AppError.notFound();
    return sso;
  };
  const contextOf = () => ({
    policy,
    logger,
    bi: biDepsOf(ctx),
    cipher: cipherOf(ctx),
    now: clock(),
  });
  const startSession = async (req: Request, res: Response, signedIn: SignedIn) => {
    writeDeviceCookie(req, res, secret, signedIn.principal.idUser, signedIn.deviceId);
    await startSessionCookie(db, req, res, signedIn.token);
    issueCsrfToken(secret, req, res);
  };
  return [
    defineRoute(api.getSingleSignOn, {
      access: 'public',
      summary: 'Whether the login page offers single sign-on, and the provider’s name',
      handle: () => ({
        enabled: sso !== null,
        providerName: sso ? config.OIDC_PROVIDER_NAME : null,
      }),
    }),
    defineRoute(api.startSingleSignOn, {
      access: 'public',
      summary: 'Sends the browser to the OpenID provider (authorization code with PKCE)',
      reply: 'custom',
      produces: 'redirect',
      guards: [rateLimit(db, clock, RATE_LIMITS.singleSignOnStartPerIp, byIp)],
      handle: async ({ req, res }) => {
        const redirectUri = redirectUriOf(config, req);
        const context = { logger, now: clock() };
        const started = await startSingleSignOn(
          db.kysely,
          configured(),
          redirectUri,
          req.ip ?? '',
          context,
        );
        if ('refused' in started) return res.redirect(302, errorPage(started.refused));
        writeStateCookie(req, res, started.state);
        res.redirect(302, started.url.href);
      },
    }),
    defineRoute(api.finishSingleSignOn, {
      access: 'public',
      summary:
        'The provider’s redirect back: signs in and redirects to the app, to the second-factor step, or to the login page with the reason of a refusal',
      reply: 'custom',
      produces: 'redirect',
      handle: async ({ query, req, res }) => {
        const callback = {
          url: callbackUrlOf(redirectUriOf(config, req), req),
          state: query.state,
          browserState: readStateCookie(req),
        };
        clearStateCookie(req, res);
        const origin = { address: req.ip ?? '', device: readDeviceClaim(req, secret) };
        const outcome = await finishSingleSignOn(
          db.kysely,
          configured(),
          callback,
          origin,
          contextOf(),
        );
        if ('refused' in outcome) return res.redirect(302, errorPage(outcome.refused));
        if ('challenge' in outcome) {
          writeChallengeCookie(req, res, outcome.challenge);
          return res.redirect(302, `/login?step=${SECOND_FACTOR_STEP}`);
        }
        await startSession(req, res, outcome.signedIn);
        res.redirect(302, '/');
      },
    }),
  ];
}
