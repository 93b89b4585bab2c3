import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';
import { sessionIdOf } from '../sessions/sessions.service';
import * as repository from './two-factor.repository';

/** Time to open the app and type a code after the password. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one pending sign-in takes before the password must be given again. */
export const CHALLENGE_MAX_FAILURES = 5;

/**
 * A sign-in awaiting its second factor. It is no session: no route takes it but the one that
 * completes it. Its token goes to a cookie of its own; the database keeps only its hash.
 */
export async function openChallenge(db: Executor, userId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repository.insertChallenge(db, {
    id: sessionIdOf(token),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString(),
  });
  return token;
}

/** The user a live challenge awaits a code for, or undefined. */
export async function findChallengeUser(
  db: Executor,
  token: string,
  now: number,
): Promise<number | undefined> {
  const challenge = await repository.findChallenge(
    db,
    sessionIdOf(token),
    new Date(now).toISOString(),
  );
  return challenge && challenge.failures < CHALLENGE_MAX_FAILURES ? challenge.userId : undefined;
}

/** Counts a wrong code against the challenge; its last allowed failure ends it. */
export async function failChallenge(db: Executor, token: string, now: number): Promise<void> {
  const id = sessionIdOf(token);
  await repository.countChallengeFailure(db, id);
  const left = await repository.findChallenge(db, id, new Date(now).toISOString());
  if (left && left.failures >= CHALLENGE_MAX_FAILURES) await repository.deleteChallenge(db, id);
}

/** Ends the challenge; false when a concurrent request spent it first. */
export const spendChallenge = (db: Executor, token: string): Promise<boolean> =>
  repository.deleteChallenge(db, sessionIdOf(token));

export const purgeExpiredChallenges = (db: Executor, now: number): Promise<void> =>
  repository.deleteExpiredChallenges(db, new Date(now).toISOString());
