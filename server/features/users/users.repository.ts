import { chunks } from '../../db/chunks';
import type { Executor } from '../../db/database';
import { PostgresAdapter, type Insertable, type Updateable } from 'kysely';
import type { UsersTable } from '../../db/schema';

export const loginKeyOf = (login: string): string => login.trim().toLowerCase();

export async function insertUser(db: Executor, user: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRoles(db: Executor, userId: number, roles: string[]): Promise<void> {
  if (roles.length === 0) return;
  await db
    .insertInto('userRoles')
    .values(roles.map((role) => ({ userId, role })))
    .execute();
}

export function findUserByLogin(db: Executor, login: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('loginKey', '=', loginKeyOf(login))
    .executeTakeFirst();
}

/** Which of these logins are taken (their login keys), a chunk of logins per statement. */
export async function findTakenLoginKeys(db: Executor, logins: readonly string[]) {
  const taken = new Set<string>();
  for (const batch of chunks(logins.map(loginKeyOf))) {
    const rows = await db
      .selectFrom('users')
      .select('loginKey')
      .where('loginKey', 'in', batch)
      .execute();
    for (const row of rows) taken.add(row.loginKey);
  }
  return taken;
}

export function findUserById(db: Executor, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function countUsersWithRole(db: Executor, role: string): Promise<number> {
  const row = await db
    .selectFrom('userRoles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findProfileByName(db: Executor, name: string) {
  return db.selectFrom('profiles').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

/** Profiles' functionalities are reference data no endpoint changes: read once per database. */
const functionalityCache = new WeakMap<Executor, Map<number, Promise<string[]>>>();

export function findFunctionalityCodes(db: Executor, profileId: number): Promise<string[]> {
  let byProfile = functionalityCache.get(db);
  if (!byProfile) functionalityCache.set(db, (byProfile = new Map()));
  let codes = byProfile.get(profileId);
  if (!codes) {
    codes = queryFunctionalityCodes(db, profileId);
    byProfile.set(profileId, codes);
    codes.catch(() => byProfile.delete(profileId));
  }
  return codes;
}

async function queryFunctionalityCodes(db: Executor, profileId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('profileFunctionalities')
    .innerJoin('functionalities', 'functionalities.id', 'profileFunctionalities.functionalityId')
    .select('functionalities.code')
    .where('profileFunctionalities.profileId', '=', profileId)
    .orderBy('functionalities.code')
    .execute();
  return rows.map((r) => r.code);
}

export async function recordSuccessfulSignIn(db: Executor, userId: number, at: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      failedLogins: 0,
      lockedUntil: null,
      lastConnection: at,
      numberOfConnection: eb('numberOfConnection', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
}

export function findUsersByEmail(db: Executor, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).execute();
}

export async function updateUser(
  db: Executor,
  userId: number,
  changes: Updateable<UsersTable>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Gives the profile of that name, with the last day of a premium that will end (else null). */
export async function updateProfileByName(
  db: Executor,
  userId: number,
  profileName: string,
  profileEndDate: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      profileId: eb.selectFrom('profiles').select('id').where('name', '=', profileName),
      profileEndDate,
    }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Sets the subscription action time unless another action is more recent than `windowStart`.
 * False when the window is taken (checked and set in one statement).
 */
export async function claimSubscriptionWindow(
  db: Executor,
  userId: number,
  nowIso: string,
  windowStart: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ subscriptionActionAt: nowIso })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('subscriptionActionAt', 'is', null),
        eb('subscriptionActionAt', '<=', windowStart),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function insertAccountDeletion(
  db: Executor,
  reason: string,
  comment: string | null,
  deletedAt: string,
): Promise<void> {
  await db.insertInto('accountDeletions').values({ reason, comment, deletedAt }).execute();
}

/** Locks the user's row until the transaction ends (PostgreSQL; SQLite has one writer anyway). */
export async function lockUserRow(db: Executor, userId: number): Promise<void> {
  const query = db.selectFrom('users').select('id').where('id', '=', userId);
  await (db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).execute();
}
