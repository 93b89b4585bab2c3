// The WebAuthn checks themselves (@simplewebauthn/server), turned from thrown errors into answers:
// the services journal a refusal and answer one message code, whatever the library disliked.

import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { RelyingParty } from './relying-party';

export interface NewCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface StoredCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string;
}

export type Verdict<T> = { ok: T } | { failure: string };

async function verdictOf<T>(check: () => Promise<T | undefined>): Promise<Verdict<T>> {
  try {
    const result = await check();
    return result === undefined ? { failure: 'not verified' } : { ok: result };
  } catch (error) {
    return { failure: error instanceof Error ? error.message.slice(0, 200) : 'not verified' };
  }
}

/** A new credential's attestation ('none' accepted): this site, this challenge, a live key. */
export function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
): Promise<Verdict<NewCredential>> {
  return verdictOf(async () => {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified) return undefined;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    };
  });
}

/**
 * An assertion by a stored credential: this site, this challenge, its signature, and a counter
 * above the stored one (unless the authenticator keeps none): a cloned key shows by its counter.
 */
export function verifyAssertion(
  rp: RelyingParty,
  stored: StoredCredential,
  response: AuthenticationResponseJSON,
  expected: { challenge: string; userVerification: boolean },
): Promise<Verdict<{ counter: number }>> {
  return verdictOf(async () => {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: expected.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: expected.userVerification,
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: JSON.parse(stored.transports) as string[],
      },
    });
    return verified ? { counter: authenticationInfo.newCounter } : undefined;
  });
}
