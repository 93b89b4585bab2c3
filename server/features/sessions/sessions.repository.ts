import type { Executor } from '../../db/database';
import type { SessionsTable } from '../../db/schema';

export async function insertSession(db: Executor, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function touchSession(
  db: Executor,
  id: string,
  lastSeenAt: string,
  expiresAt: string,
): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt, expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<', now).execute();
}

/** Of these sessions, those unexpired whose user may still sign in, with their user. */
export async function findLiveSessions(db: Executor, ids: readonly string[], now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.id', 'sessions.userId'])
    .where('sessions.id', 'in', ids)
    .where('sessions.expiresAt', '>', now)
    .where('users.active', '=', 1)
    .where('users.locked', '=', 0)
    .execute();
}

/** The user's sessions still alive at `now`, but the one kept. */
export async function countLiveSessionsOfUser(
  db: Executor,
  userId: number,
  now: string,
  keptId: string | null,
): Promise<number> {
  let query = db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('expiresAt', '>', now);
  if (keptId !== null) query = query.where('id', '<>', keptId);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}
