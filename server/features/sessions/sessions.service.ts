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
const idOf = (token: string): string => createHash('sha256').update(token).digest('hex');

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
    id: idOf(token),
    userId,
    createdAt: instant,
    lastSeenAt: instant,
    expiresAt: expiryOf(now, now, policy),
  });
  return token;
}

/** The user of a live session, keeping it alive; undefined when unknown or expired. */
export async function resumeSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
  now = Date.now(),
): Promise<number | undefined> {
  const id = idOf(token);
  const session = await repository.findSession(db, id);
  if (!session) return undefined;
  if (Date.parse(session.expiresAt) <= now) {
    await repository.deleteSession(db, id);
    return undefined;
  }
  if (now - Date.parse(session.lastSeenAt) >= TOUCH_INTERVAL_MS) {
    const expiresAt = expiryOf(Date.parse(session.createdAt), now, policy);
    await repository.touchSession(db, id, new Date(now).toISOString(), expiresAt);
  }
  return session.userId;
}

export const closeSession = (db: Executor, token: string): Promise<void> =>
  repository.deleteSession(db, idOf(token));

export const closeAllSessionsOf = repository.deleteSessionsOfUser;

export const purgeExpiredSessions = (db: Executor, now = Date.now()): Promise<void> =>
  repository.deleteExpiredSessions(db, new Date(now).toISOString());
