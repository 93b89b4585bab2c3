import { ProfileName, Role } from '../../contract/access';
import type { Db } from '../db/database';
import { TestClient, createTestApp, givenUser, type TestAppOptions } from './test-app';

/** An active admin (ROLE_USER and ROLE_ADMIN, profile ADMIN). */
export function givenAdmin(db: Db) {
  return givenUser(db, { profileName: ProfileName.admin, roles: [Role.user, Role.admin] });
}

/** A client signed in as a new admin. */
export async function signedInAdmin(db: Db, options: TestAppOptions = {}) {
  const admin = await givenAdmin(db);
  const client = new TestClient(createTestApp(db, options));
  await client.signIn(admin.login, admin.password);
  return { admin, client };
}

/** A user created on the given day (ISO), with an address, to find with a date filter. */
export async function givenUserCreatedOn(
  db: Db,
  day: string,
  overrides: Parameters<typeof givenUser>[1] = {},
) {
  const user = await givenUser(db, {
    email: `u${Math.random().toString(36).slice(2)}@example.org`,
    ...overrides,
  });
  await db.kysely
    .updateTable('users')
    .set({ creationDate: `${day}T12:00:00.000Z` })
    .where('id', '=', user.id)
    .execute();
  return user;
}

export async function auditActionsOn(db: Db, targetUserId: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('adminAuditLog')
    .select('action')
    .where('targetUserId', '=', targetUserId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}
export interface SignedIn {
  id: number;
  client: TestClient;
}

/** A signed-in person: an admin (ROLE_ADMIN, ADMIN profile) or a plain user. */
export async function signedIn(
  db: Db,
  kind: 'admin' | 'user' | 'dev',
  options: TestAppOptions = {},
): Promise<SignedIn> {
  const user = await givenUser(db, {
    profileName:
      kind === 'admin' ? ProfileName.admin : kind === 'dev' ? ProfileName.dev : ProfileName.user,
    roles: kind === 'admin' ? [Role.user, Role.admin] : [Role.user],
  });
  const client = new TestClient(createTestApp(db, options));
  await client.signIn(user.login, user.password);
  return { id: user.id, client };
}

/** A client nobody signed in with. */
export const anonymous = (db: Db) => new TestClient(createTestApp(db));
