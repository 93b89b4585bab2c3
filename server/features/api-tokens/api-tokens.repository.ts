import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ApiTokensTable } from '../../db/schema';

const LISTED = ['id', 'name', 'scope', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

export async function insertToken(db: Executor, token: Insertable<ApiTokensTable>) {
  return db.insertInto('apiTokens').values(token).returning(LISTED).executeTakeFirstOrThrow();
}

/** The user's tokens neither revoked nor expired at `now`, newest first. */
export function findLiveTokens(db: Executor, userId: number, now: string) {
  return db
    .selectFrom('apiTokens')
    .select(LISTED)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findTokenByHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('apiTokens')
    .select(['id', 'userId', 'name', 'scope', 'expiresAt', 'lastUsedAt', 'revokedAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Revokes one of the user's live tokens; the token's name when there was one to revoke. */
export async function revokeToken(db: Executor, userId: number, id: number, now: string) {
  const row = await db
    .updateTable('apiTokens')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .returning(['name'])
    .executeTakeFirst();
  return row?.name;
}

export async function touchToken(db: Executor, id: number, now: string): Promise<void> {
  await db.updateTable('apiTokens').set({ lastUsedAt: now }).where('id', '=', id).execute();
}

/** Forgets tokens ended before `before`: their rows would only grow the table. */
export async function deleteEndedTokens(db: Executor, before: string): Promise<void> {
  await db
    .deleteFrom('apiTokens')
    .where((eb) => eb.or([eb('expiresAt', '<', before), eb('revokedAt', '<', before)]))
    .execute();
}
