import * as api from '../../../contract/endpoints/single-sign-on';
import {
  SECOND_FACTOR_STEP,
  SSO_ERROR_PARAM,
  SSO_REASON_PARAM,
  type SsoErrorReason,
} from '../../../contract/single-sign-on';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { defineRoute } from '../../http/route';
import { byIp, rateLimit } from '../rate-limits/rate-limits.guards';
import { RATE_LIMITS } from '../rate-limits/rate-limits.service';
import { signInSessions } from '../auth/sign-in-session';
import { writeChallengeCookie } from '../two-factor/two-factor-cookies';
import { clearStateCookie, readStateCookie, writeStateCookie } from './single-sign-on-cookies';
import { callbackUrlOf, redirectUriOf, singleSignOnOf } from './single-sign-on-settings';
import { finishSingleSignOn, startSingleSignOn } from './single-sign-on.service';

const errorPage = (reason: SsoErrorReason) =>
  `/login?${new URLSearchParams({ [SSO_ERROR_PARAM]: 'error', [SSO_REASON_PARAM]: reason })}`;

export function singleSignOnRoutes(ctx: AppContext) {
  const { db, config, clock, logger } = ctx;
  const sessions = signInSessions(ctx);
  const sso = singleSignOnOf(config, logger);
  const configured = () => {
    if (!sso) throw AppError.notFound();
    return sso;
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
        const outcome = await finishSingleSignOn(
          db.kysely,
          configured(),
          callback,
          sessions.originOf(req),
          sessions.contextOf(),
        );
        if ('refused' in outcome) return res.redirect(302, errorPage(outcome.refused));
        if ('challenge' in outcome) {
          writeChallengeCookie(req, res, outcome.challenge);
          return res.redirect(302, `/login?step=${SECOND_FACTOR_STEP}`);
        }
        await sessions.start(req, res, outcome.signedIn);
        res.redirect(302, '/');
      },
    }),
  ];
}
