import type { Insertable } from 'kysely';
import type { PasskeyPurpose } from '../../../contract/passkeys';
import type { Executor } from '../../db/database';
import type { PasskeyChallengesTable, PasskeysTable } from '../../db/schema';

const LISTED = ['id', 'name', 'createdAt', 'lastUsedAt'] as const;
const STORED = ['id', 'userId', 'credentialId', 'publicKey', 'counter', 'transports'] as const;

export function findPasskeysOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(LISTED)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** What the ceremonies need of the user's passkeys: their ids and transports. */
export function findCredentialsOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['credentialId', 'transports'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function countPasskeysOfUser(db: Executor, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export const findPasskeyByCredentialId = (db: Executor, credentialId: string) =>
  db
    .selectFrom('passkeys')
    .select(STORED)
    .where('credentialId', '=', credentialId)
    .executeTakeFirst();

export async function credentialExists(db: Executor, credentialId: string): Promise<boolean> {
  return (await findPasskeyByCredentialId(db, credentialId)) !== undefined;
}

export async function insertPasskey(db: Executor, passkey: Insertable<PasskeysTable>) {
  return db.insertInto('passkeys').values(passkey).returning(LISTED).executeTakeFirstOrThrow();
}

/** Deletes one of the user's passkeys; its name when there was one to delete. */
export async function deletePasskey(db: Executor, userId: number, id: number) {
  const row = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(['name'])
    .executeTakeFirst();
  return row?.name;
}

/** Records a use: the counter the authenticator signed, and when. */
export async function recordUse(db: Executor, id: number, counter: number, now: string) {
  await db.updateTable('passkeys').set({ counter, lastUsedAt: now }).where('id', '=', id).execute();
}

export async function insertChallenge(db: Executor, challenge: PasskeyChallengesTable) {
  await db.insertInto('passkeyChallenges').values(challenge).execute();
}

/** Deletes the live ceremony of that purpose and answers it: a ceremony is used once. */
export const takeChallenge = (db: Executor, id: string, purpose: PasskeyPurpose, now: string) =>
  db
    .deleteFrom('passkeyChallenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', now)
    .returning(['userId', 'challenge'])
    .executeTakeFirst();

export async function deleteExpiredChallenges(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('passkeyChallenges').where('expiresAt', '<', now).execute();
}
