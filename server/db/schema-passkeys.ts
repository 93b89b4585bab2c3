import type { Generated } from 'kysely';
import type { PasskeyPurpose } from '../../contract/passkeys';

/** A person's passkey (migration 0034): a WebAuthn credential's id and public key, never a secret. */
export interface PasskeysTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** base64url, as the browser names the credential. */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter at its last use (0 for those that keep none). */
  counter: number;
  /** JSON array of the transports the browser reported at registration. */
  transports: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A WebAuthn ceremony awaiting the browser's answer; id is the hash of its cookie's token. */
export interface PasskeyChallengesTable {
  id: string;
  /** The person registering or completing a second factor; null for a passwordless sign-in. */
  userId: number | null;
  purpose: PasskeyPurpose;
  /** The challenge sent to the browser (base64url), which its signed client data must hold. */
  challenge: string;
  expiresAt: string;
}

export interface PasskeyTables {
  passkeys: PasskeysTable;
  passkeyChallenges: PasskeyChallengesTable;
}
