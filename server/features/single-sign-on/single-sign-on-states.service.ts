import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Executor } from '../../db/database';
import * as repository from './single-sign-on.repository';

/** Time to sign in at the provider and come back. */
export const STATE_TTL_MS = 10 * 60_000;

const idOf = (state: string) => createHash('sha256').update(state).digest('hex');

export interface StartedSignIn {
  state: string;
  nonce: string;
  codeChallenge: string;
}

/**
 * A sign-in leaving for the provider: a random state, nonce and PKCE verifier, kept for ten
 * minutes under the state's hash; the verifier never leaves the server. Expired ones go here too.
 */
export async function openState(db: Executor, now: number): Promise<StartedSignIn> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await repository.deleteExpiredStates(db, new Date(now).toISOString());
  await repository.insertState(db, {
    id: idOf(state),
    nonce,
    codeVerifier,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + STATE_TTL_MS).toISOString(),
  });
  return { state, nonce, codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier) };
}

/** Spends a live state: its nonce and verifier, or undefined when unknown, used or expired. */
export async function spendState(db: Executor, state: string, now: number) {
  const kept = await repository.takeState(db, idOf(state));
  if (!kept || kept.expiresAt <= new Date(now).toISOString()) return undefined;
  return { nonce: kept.nonce, codeVerifier: kept.codeVerifier };
}
