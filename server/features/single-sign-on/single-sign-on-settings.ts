import type { Request } from 'express';
import type { Config } from '../../config';
import { openIdSingleSignOn } from '../../integrations/single-sign-on/openid-single-sign-on';
import type { Logger } from 'pino';
import type { SingleSignOn } from './single-sign-on.service';

export const CALLBACK_PATH = '/api/sso/callback';

/** The provider of OIDC_* variables, or null when single sign-on is off (no OIDC_ISSUER). */
export function singleSignOnOf(config: Config, logger: Logger): SingleSignOn | null {
  const {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
  } = config;
  if (!issuer || !clientId || !clientSecret) return null;
  return {
    client: openIdSingleSignOn({ issuer, clientId, clientSecret, logger }),
    rules: { linkClaim: config.OIDC_LINK_CLAIM, createUsers: config.OIDC_CREATE_USERS },
  };
}

/**
 * The address the provider sends the person back to: PUBLIC_URL's, which the provider must know;
 * without PUBLIC_URL, this request's own origin (as TRUST_PROXY lets Express read it).
 */
export function redirectUriOf(config: Config, req: Request): string {
  const origin = config.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
  return `${origin}${CALLBACK_PATH}`;
}

/** The callback as the provider called it: the redirect URI and every parameter it added. */
export function callbackUrlOf(redirectUri: string, req: Request): URL {
  const url = new URL(redirectUri);
  url.search = new URL(req.originalUrl, 'http://callback.invalid').search;
  return url;
}
