import { z } from 'zod';

// Single sign-on through an OpenID Connect provider (docs/decisions/single-sign-on.md).

/** GET /api/sso: whether the login page offers the button, and the provider's name for it. */
export const singleSignOnStatusSchema = z.object({
  enabled: z.boolean(),
  providerName: z.string().nullable(),
});
export type SingleSignOnStatus = z.infer<typeof singleSignOnStatusSchema>;

/**
 * Why a single sign-on ended on /login?sso=error&reason=…; each is the i18n key
 * `login.sso.error.<reason>`, and the SSO_SIGN_IN_FAILURE journal entry's reason.
 */
export const SSO_ERROR_REASONS = [
  /** The provider could not be reached, or refused the code. */
  'provider',
  /** The person cancelled at the provider, or it answered an error. */
  'denied',
  /** Unknown, expired or already used state: the sign-in must start again. */
  'state',
  /** The ID token failed a check: signature, issuer, audience, expiry or nonce. */
  'token',
  /** The ID token lacks the claim that links it to a person. */
  'missingClaim',
  /** The provider does not vouch for the email address. */
  'unverifiedEmail',
  /** Nobody here has that email or login, and new people are not created. */
  'noAccount',
  /** Several people here share that email address. */
  'ambiguous',
  /** The person found is linked to another identity at this provider. */
  'alreadyLinked',
  'locked',
  'disabled',
] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];

export const SSO_ERROR_PARAM = 'sso';
export const SSO_REASON_PARAM = 'reason';
/** The login page shows the second-factor step when it lands with this query. */
export const SECOND_FACTOR_STEP = 'second-factor';

/** OAuth's code, state and error are printable ASCII (RFC 6749, appendix A: VSCHAR). */
const oauthText = z.string().regex(/^[\x20-\x7e]*$/);

/** The provider's redirect: every parameter is read by the OpenID client, none is required here. */
export const singleSignOnCallbackQuerySchema = z.looseObject({
  code: oauthText.optional(),
  state: oauthText.optional(),
  error: oauthText.optional(),
});
