import type { SsoErrorReason } from '../../../contract/single-sign-on';

// The OpenID Connect provider behind one interface: openid-client's implementation
// (openid-single-sign-on.ts), or a stand-in in the service's tests.

/** What the start of a sign-in sends the person to the provider with. */
export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** The provider's redirect back, with what the start of the sign-in kept. */
export interface AuthorizationResponse {
  /** The callback URL as the browser requested it: redirect URI and the provider's parameters. */
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The claims of an ID token whose signature, issuer, audience, expiry and nonce were checked. */
export interface VerifiedClaims {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified?: boolean;
  preferredUsername?: string;
  name?: string;
  locale?: string;
}

export interface SingleSignOnClient {
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  exchange(response: AuthorizationResponse): Promise<VerifiedClaims>;
}

/** A sign-in refused for a reason the login page explains; `detail` goes to the log only. */
export class SingleSignOnRefusal extends Error {
  constructor(
    readonly reason: SsoErrorReason,
    readonly detail?: string,
  ) {
    super(`single sign-on refused: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}
