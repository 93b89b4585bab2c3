import {
  generateAuthenticationOptions,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import type { Executor } from '../../db/database';
import { openCeremony, takeCeremony } from './passkey-ceremonies.service';
import { verifyAssertion } from './passkey-verification';
import { descriptorsOf } from './passkeys.service';
import * as repository from './passkeys.repository';
import type { RelyingParty } from './relying-party';

// The passkey side of a sign-in (the auth feature holds the rest: throttling, barred accounts,
// the session): the options of navigator.credentials.get() and the check of its answer.

/** A sign-in without a password (any passkey of this site), or the second factor of one person. */
export type AssertionPurpose =
  { purpose: 'sign-in' } | { purpose: 'second-factor'; userId: number };

export type AssertionVerdict =
  | { passkeyId: number }
  | { failure: 'no ceremony' | 'not this person’s passkey' | 'not verified'; detail?: string };

const iso = (instant: number) => new Date(instant).toISOString();

/**
 * Without a password the user must be verified by the authenticator (PIN, fingerprint), which
 * makes the passkey two factors in one, and no passkey is listed (the browser offers this
 * site's own). As the second factor, the person's passkeys are listed and presence is enough.
 */
export async function assertionOptions(
  db: Executor,
  rp: RelyingParty,
  asked: AssertionPurpose,
  now: number,
) {
  const userId = asked.purpose === 'second-factor' ? asked.userId : null;
  const credentials = userId === null ? [] : await repository.findCredentialsOfUser(db, userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: descriptorsOf(credentials),
    userVerification: userId === null ? 'required' : 'preferred',
  });
  const ceremony = { userId, challenge: options.challenge };
  return { options, token: await openCeremony(db, asked.purpose, ceremony, now) };
}

/** Whose passkey the answer names, if any of ours (the credential id is no secret). */
export const ownerOfCredential = async (
  db: Executor,
  credentialId: string,
): Promise<number | undefined> =>
  (await repository.findPasskeyByCredentialId(db, credentialId))?.userId;

/**
 * Checks the answer against this browser's ceremony (spent whatever the outcome) and the
 * person's stored passkey: this site, the challenge, the signature, a counter above the stored
 * one. A verified answer records the passkey's use.
 */
export async function verifyPasskeyAssertion(
  db: Executor,
  rp: RelyingParty,
  expected: AssertionPurpose & { ceremonyToken: string | undefined; userId: number },
  response: AuthenticationResponseJSON,
  now: number,
): Promise<AssertionVerdict> {
  const ceremony = await takeCeremony(db, expected.ceremonyToken, expected.purpose, now);
  const bound = expected.purpose === 'sign-in' ? null : expected.userId;
  if (!ceremony || ceremony.userId !== bound) return { failure: 'no ceremony' };
  const passkey = await repository.findPasskeyByCredentialId(db, response.id);
  if (passkey?.userId !== expected.userId) return { failure: 'not this person’s passkey' };
  const verdict = await verifyAssertion(rp, passkey, response, {
    challenge: ceremony.challenge,
    userVerification: expected.purpose === 'sign-in',
  });
  if ('failure' in verdict) return { failure: 'not verified', detail: verdict.failure };
  await repository.recordUse(db, passkey.id, verdict.ok.counter, iso(now));
  return { passkeyId: passkey.id };
}

export const hasPasskeys = async (db: Executor, userId: number): Promise<boolean> =>
  (await repository.countPasskeysOfUser(db, userId)) > 0;
