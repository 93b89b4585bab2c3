import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';
import * as repository from './sessions.repository';

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

/** Writing last-seen on every request would cost a write per read; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** The database keeps only a hash of the token, so a leaked table opens no session. */
export const sessionIdOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

function expiryOf(createdAt: number, lastSeenAt: number, policy: SessionPolicy): string {
  const idleEnd = lastSeenAt + policy.idleMinutes * 60_000;
  const absoluteEnd = createdAt + policy.maxHours * 3_600_000;
  return new Date(Math.min(idleEnd, absoluteEnd)).toISOString();
}

/** Opens a session and returns the token for the cookie. */
export async function openSession(
  db: Executor,
  userId: number,
  policy: SessionPolicy,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const instant = new Date(now).toISOString();
  await repository.insertSession(db, {
    id: sessionIdOf(token),
    userId,
    createdAt: instant,
    lastSeenAt: instant,
    expiresAt: expiryOf(now, now, policy),
  });
  return token;
}

export interface SessionTimes {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** Keeps a session alive; false (and the session gone) once it has expired. */
export async function keepAlive(
  db: Executor,
  session: SessionTimes,
  policy: SessionPolicy,
  now: number,
): Promise<boolean> {
  if (Date.parse(session.expiresAt) <= now) {
    await repository.deleteSession(db, session.id);
    return false;
  }
  if (now - Date.parse(session.lastSeenAt) >= TOUCH_INTERVAL_MS) {
    const expiresAt = expiryOf(Date.parse(session.createdAt), now, policy);
    await repository.touchSession(db, session.id, new Date(now).toISOString(), expiresAt);
  }
  return true;
}

export const closeSession = (db: Executor, token: string): Promise<void> =>
  repository.deleteSession(db, sessionIdOf(token));

/** Ends every session of the user: a password change or reset, a lock, an account deletion. */
export const closeAllSessionsOf = (db: Executor, userId: number): Promise<void> =>
  repository.deleteSessionsOfUser(db, userId);

export const purgeExpiredSessions = (db: Executor, now = Date.now()): Promise<void> =>
  repository.deleteExpiredSessions(db, new Date(now).toISOString());

/** Bounds the ids of one query (SQLite and PostgreSQL cap the parameters of a statement). */
const IDS_PER_QUERY = 500;

/**
 * Of these session ids, those still live (unexpired, user neither deleted, inactive nor locked),
 * each with its user: what an open real-time connection checks to go on.
 */
export async function findLiveSessions(
  db: Executor,
  ids: readonly string[],
  now: number,
): Promise<Map<string, number>> {
  const live = new Map<string, number>();
  const instant = new Date(now).toISOString();
  for (let from = 0; from < ids.length; from += IDS_PER_QUERY) {
    const rows = await repository.findLiveSessions(
      db,
      ids.slice(from, from + IDS_PER_QUERY),
      instant,
    );
    for (const row of rows) live.set(row.id, row.userId);
  }
  return live;
}
