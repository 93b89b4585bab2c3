import type { Executor } from '../../db/database';

export interface NewToken {
  userId: number;
  purpose: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  newEmail?: string | null;
}

export async function insertToken(db: Executor, token: NewToken): Promise<void> {
  await db.insertInto('userTokens').values(token).execute();
}

export async function invalidateTokens(db: Executor, userId: number, purpose: string, at: string) {
  await db
    .updateTable('userTokens')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

export function findLiveToken(
  db: Executor,
  userId: number,
  purpose: string,
  codeHash: string,
  now: string,
) {
  return db
    .selectFrom('userTokens')
    .select(['id', 'newEmail'])
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Marks the token used; false when another request used it first. */
export async function useToken(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('userTokens')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
