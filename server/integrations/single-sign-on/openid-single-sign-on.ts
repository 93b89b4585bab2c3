import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import {
  SingleSignOnRefusal,
  type AuthorizationRequest,
  type AuthorizationResponse,
  type SingleSignOnClient,
  type VerifiedClaims,
} from './single-sign-on-client';

export interface OpenIdSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  logger: Logger;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Seconds a provider gets to answer discovery, JWKS and token requests. */
const TIMEOUT_SECONDS = 10;

/** Plain HTTP only for a provider on this machine (tests, a provider beside the app). */
const isLoopbackHttp = (issuer: URL) =>
  issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);

/** openid-client's codes of an ID token that failed a check (signature, iss, aud, exp, nonce). */
const TOKEN_CHECKS = new Set([
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_INVALID_RESPONSE',
]);

function refusalOf(error: unknown): SingleSignOnRefusal {
  if (error instanceof SingleSignOnRefusal) return error;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'OAUTH_AUTHORIZATION_RESPONSE_ERROR') {
    return new SingleSignOnRefusal('denied', (error as { error?: string }).error);
  }
  if (typeof code === 'string' && TOKEN_CHECKS.has(code)) {
    return new SingleSignOnRefusal('token', message);
  }
  return new SingleSignOnRefusal('provider', message);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function claimsOf(claims: oidc.IDToken): VerifiedClaims {
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    preferredUsername: text(claims.preferred_username),
    name: text(claims.name),
    locale: text(claims.locale),
  };
}

/**
 * The provider through openid-client: discovery on first use, kept once it succeeded; the ID
 * token's signature checked against the provider's JWKS too (openid-client skips it by default
 * for a token read straight from the token endpoint).
 */
export function openIdSingleSignOn(settings: OpenIdSettings): SingleSignOnClient {
  const issuer = new URL(settings.issuer);
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    const execute = [oidc.enableNonRepudiationChecks];
    if (isLoopbackHttp(issuer)) execute.push(oidc.allowInsecureRequests);
    configuration ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute,
        timeout: TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        settings.logger.error({ err: error, issuer: settings.issuer }, 'OpenID discovery failed');
        throw new SingleSignOnRefusal('provider', 'discovery failed');
      });
    return configuration;
  };
  return {
    async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
      return oidc.buildAuthorizationUrl(await discover(), {
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async exchange(response: AuthorizationResponse): Promise<VerifiedClaims> {
      const config = await discover();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, response.callbackUrl, {
          expectedState: response.state,
          expectedNonce: response.nonce,
          pkceCodeVerifier: response.codeVerifier,
        });
        const claims = tokens.claims();
        if (!claims) throw new SingleSignOnRefusal('token', 'no ID token');
        return claimsOf(claims);
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
}
