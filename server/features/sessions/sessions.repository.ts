import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { SessionsTable } from '../../db/schema';

export async function insertSession(db: Executor, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

const sessionById = prepared((db, id: string) =>
  db.selectFrom('sessions').selectAll().where('id', '=', id),
);

export async function findSession(db: Executor, id: string) {
  return (await sessionById(db, id))[0];
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
