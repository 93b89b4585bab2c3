import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { PASSKEY_CODES } from '../../contract/passkeys';

// The browser's passkey prompts (WebAuthn), through @simplewebauthn/browser, loaded only when a
// person asks for a passkey: the login page's first paint does not wait for it.

/**
 * The browser's side, one object the screens call through (and tests replace a method of: the
 * UI tests share their modules, so a module mock would not reach a screen loaded before).
 */
export const browserPasskeys = {
  /** Whether this browser has WebAuthn at all; a passkey button is pointless without it. */
  supported: (): boolean =>
    typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function',

  /** navigator.credentials.create() with the server's options: a new passkey. */
  async create(
    optionsJSON: PublicKeyCredentialCreationOptionsJSON,
  ): Promise<RegistrationResponseJSON> {
    const { startRegistration } = await import('@simplewebauthn/browser');
    return startRegistration({ optionsJSON });
  },

  /** navigator.credentials.get() with the server's options: a signed challenge. */
  async assert(
    optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  ): Promise<AuthenticationResponseJSON> {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return startAuthentication({ optionsJSON });
  },
};

/**
 * The message of a browser's refusal (the person cancelled, the passkey exists already, the site
 * cannot use passkeys), or undefined for a server's answer, which carries its own message code.
 */
export function passkeyRefusalKey(error: unknown): string | undefined {
  // A DOMException (not an Error everywhere), or @simplewebauthn's WebAuthnError: both named.
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return PASSKEY_CODES.alreadyRegistered;
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_CODES.cancelled;
  if (name === 'SecurityError' || name === 'NotSupportedError') return PASSKEY_CODES.unsupported;
  return undefined;
}
