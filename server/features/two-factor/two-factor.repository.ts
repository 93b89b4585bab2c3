import type { Executor } from '../../db/database';

export const findTwoFactor = (db: Executor, userId: number) =>
  db
    .selectFrom('userTwoFactor')
    .select(['sealedSecret', 'state', 'lastStep'])
    .where('userId', '=', userId)
    .executeTakeFirst();

/** A new pending secret, replacing any pending one (an enabled one is never replaced). */
export async function savePendingSecret(
  db: Executor,
  userId: number,
  sealedSecret: string,
  createdAt: string,
): Promise<void> {
  await db
    .deleteFrom('userTwoFactor')
    .where('userId', '=', userId)
    .where('state', '=', 'pending')
    .execute();
  await db
    .insertInto('userTwoFactor')
    .values({ userId, sealedSecret, state: 'pending', createdAt, enabledAt: null, lastStep: null })
    .execute();
}

/** Enables the pending secret; false when there was none (another request enabled it). */
export async function enableTwoFactor(
  db: Executor,
  userId: number,
  enabledAt: string,
  lastStep: number,
): Promise<boolean> {
  const result = await db
    .updateTable('userTwoFactor')
    .set({ state: 'enabled', enabledAt, lastStep })
    .where('userId', '=', userId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records the step of an accepted code; false when that step or a later one was used already. */
export async function claimStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('userTwoFactor')
    .set({ lastStep: step })
    .where('userId', '=', userId)
    .where('state', '=', 'enabled')
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteTwoFactor(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('userTwoFactor').where('userId', '=', userId).execute();
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  hashes: readonly string[],
): Promise<void> {
  await db.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('twoFactorRecoveryCodes')
    .values(hashes.map((codeHash) => ({ userId, codeHash, usedAt: null })))
    .execute();
}

/** Spends an unused recovery code; false when unknown or used (one winner under concurrency). */
export async function spendRecoveryCode(
  db: Executor,
  userId: number,
  codeHash: string,
  usedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('twoFactorRecoveryCodes')
    .set({ usedAt })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('twoFactorRecoveryCodes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertChallenge(
  db: Executor,
  challenge: { id: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.insertInto('twoFactorChallenges').values(challenge).execute();
}

export const findChallenge = (db: Executor, id: string, now: string) =>
  db
    .selectFrom('twoFactorChallenges')
    .select(['userId', 'failures'])
    .where('id', '=', id)
    .where('expiresAt', '>', now)
    .executeTakeFirst();

export async function countChallengeFailure(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('twoFactorChallenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Deletes the challenge; false when it was gone already (spent by a concurrent request). */
export async function deleteChallenge(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('twoFactorChallenges').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function deleteChallengesOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('twoFactorChallenges').where('userId', '=', userId).execute();
}

export async function deleteExpiredChallenges(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('twoFactorChallenges').where('expiresAt', '<', now).execute();
}
