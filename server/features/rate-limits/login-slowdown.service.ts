import type { Executor } from '../../db/database';
import * as repository from './login-slowdown.repository';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The slowdown of one login, whatever the addresses: the first failures are free, then each one
 * doubles the wait before the next attempt from an unknown browser, up to a ceiling. It never
 * locks: once the wait has passed, the right password gets in.
 */
export const LOGIN_SLOWDOWN = {
  freeFailures: 10,
  firstWaitMs: 30 * SECOND,
  longestWaitMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};

export type SlowdownAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function waitAfter(failures: number): number {
  const beyond = failures - LOGIN_SLOWDOWN.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_SLOWDOWN.longestWaitMs, LOGIN_SLOWDOWN.firstWaitMs * 2 ** beyond);
}

function afterOneMoreFailure(seen: repository.SlowdownState | undefined, now: number) {
  const forgotten = !seen || Date.parse(seen.lastFailureAt) < now - LOGIN_SLOWDOWN.forgetAfterMs;
  const failures = forgotten ? 1 : seen.failures + 1;
  return {
    failures,
    lastFailureAt: new Date(now).toISOString(),
    nextAttemptAt: new Date(now + waitAfter(failures)).toISOString(),
  };
}

/**
 * Takes the login's next attempt, counted as a failure until the password proves right (then
 * `forgetLoginFailures`). Counting first means concurrent guesses cannot all slip through one
 * opening: of two requests reading the same count, only one moves it on.
 */
export async function claimLoginAttempt(
  db: Executor,
  loginKey: string,
  now: number,
): Promise<SlowdownAnswer> {
  const seen = await repository.findSlowdown(db, loginKey);
  const waitMs = seen ? Date.parse(seen.nextAttemptAt) - now : 0;
  const next = afterOneMoreFailure(seen, now);
  const taken =
    waitMs <= 0 &&
    (seen
      ? await repository.replaceSlowdown(db, loginKey, seen, next)
      : await repository.insertSlowdown(db, loginKey, next));
  if (taken) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / SECOND)) };
}

export const forgetLoginFailures = (db: Executor, loginKey: string): Promise<void> =>
  repository.deleteSlowdown(db, loginKey);

export const purgeForgottenSlowdowns = (db: Executor, now: number): Promise<void> =>
  repository.deleteSlowdownsBefore(db, new Date(now - LOGIN_SLOWDOWN.forgetAfterMs).toISOString());
