import { randomBytes } from 'node:crypto';
import type { PasskeyPurpose } from '../../../contract/passkeys';
import type { Executor } from '../../db/database';
import { sessionIdOf } from '../sessions/sessions.service';
import * as repository from './passkeys.repository';

/** Time to answer the browser's passkey prompt. */
export const CEREMONY_TTL_MS = 5 * 60_000;

export interface Ceremony {
  userId: number | null;
  /** The challenge the browser's signed client data must hold. */
  challenge: string;
}

const iso = (instant: number) => new Date(instant).toISOString();

/**
 * A WebAuthn ceremony awaiting the browser's answer: its challenge is kept server-side, bound to
 * the browser by a cookie whose token the database keeps only hashed.
 */
export async function openCeremony(
  db: Executor,
  purpose: PasskeyPurpose,
  ceremony: Ceremony,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repository.insertChallenge(db, {
    id: sessionIdOf(token),
    purpose,
    ...ceremony,
    expiresAt: iso(now + CEREMONY_TTL_MS),
  });
  return token;
}

/** Ends the live ceremony of that purpose and answers it; undefined when none (or spent). */
export async function takeCeremony(
  db: Executor,
  token: string | undefined,
  purpose: PasskeyPurpose,
  now: number,
): Promise<Ceremony | undefined> {
  if (!token) return undefined;
  return repository.takeChallenge(db, sessionIdOf(token), purpose, iso(now));
}

export const purgeExpiredCeremonies = (db: Executor, now: number): Promise<void> =>
  repository.deleteExpiredChallenges(db, iso(now));
