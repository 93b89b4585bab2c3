import { ProfileName, Role } from '../../contract/access';
import type { Db } from '../db/database';
import { TestClient, createTestApp, givenUser, type TestAppOptions } from './test-app';

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
