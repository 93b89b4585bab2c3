import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { SsoStatesTable } from '../../db/schema';

export async function insertState(db: Executor, state: SsoStatesTable): Promise<void> {
  await db.insertInto('ssoStates').values(state).execute();
}

/** Deletes the state and answers what it kept: a second request for it finds nothing. */
export const takeState = (db: Executor, id: string) =>
  db
    .deleteFrom('ssoStates')
    .where('id', '=', id)
    .returning(['nonce', 'codeVerifier', 'expiresAt'])
    .executeTakeFirst();

export async function deleteExpiredStates(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('ssoStates').where('expiresAt', '<=', now).execute();
}

export const findIdentityUser = (db: Executor, issuer: string, subject: string) =>
  db
    .selectFrom('ssoIdentities')
    .select('userId')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();

export const hasIdentityAt = async (db: Executor, userId: number, issuer: string) =>
  (await db
    .selectFrom('ssoIdentities')
    .select('id')
    .where('userId', '=', userId)
    .where('issuer', '=', issuer)
    .executeTakeFirst()) !== undefined;

export async function insertIdentity(
  db: Executor,
  identity: { userId: number; issuer: string; subject: string; createdAt: string },
): Promise<void> {
  await db.insertInto('ssoIdentities').values(identity).execute();
}

/** The people whose address is this one, compared without case (the key is lower-cased). */
export async function findUserIdsByEmailKey(db: Executor, key: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', key)
    .orderBy('id')
    .limit(2)
    .execute();
  return rows.map((row) => row.id);
}
