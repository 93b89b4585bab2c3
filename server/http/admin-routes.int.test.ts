import { beforeAll, expect, it } from 'vitest';
import { Role } from '../../contract/access';
import { describeOnDatabases } from '../test/databases';
import { TestClient, createTestApp, givenUser, testRouteTable } from '../test/test-app';

/**
 * The admin routes (spec 002 §7). Every one answers 401 anonymously and 403 to a
 * signed-in non-admin. The routes whose access names ROLE_ADMIN must be exactly these, but for
 * SHARED_WITH_OWNER, which a person also calls on their own id (the admin check is by target).
 * Merging the terms-of-use and payments branches adds their admin routes here.
 */
const ADMIN_ROUTES = [
  'GET /api/users',
  'GET /api/users/:userId',
  'DELETE /api/users/:idUser',
  'POST /api/users/:userId/resetPassword',
  'POST /api/users/:userId/toggleLock',
  'POST /api/users/:userId/activate',
  'POST /api/users/createAdmin',
  'POST /api/users/activationReminder',
  'GET /api/users/countPerProfile',
  'GET /api/users/usageSummary',
  'POST /api/users/:idUser/profileAndComment',
  'POST /api/users/:idUser/modeAutoImport',
  'GET /api/profile',
  'GET /api/packs',
  'GET /api/functionalities',
  'POST /api/export/users',
  'POST /api/paypal/subscription/:subscrId/cancel/admin/users/:userId',
  'GET /api/cgu',
  'GET /api/cgu/used',
  'GET /api/cgu/:idCgu',
  'POST /api/cgu/:idCgu',
  'DELETE /api/cgu/:idCgu',
  'POST /api/versions',
  'GET /api/adverts',
  'POST /api/adverts/:advertId',
  'DELETE /api/adverts/:advertId',
  'GET /api/admin/security-events',
  'GET /api/admin/two-factor-policy',
  'PUT /api/admin/two-factor-policy',
  'GET /api/metrics',
];

/** Deleting an account: the person's own (spec 000 §7), or an admin's deletion of another. */
const SHARED_WITH_OWNER = ['DELETE /api/users/:idUser'];

const keyOf = (route: { method: string; path: string }) =>
  `${route.method.toUpperCase()} ${route.path}`;

describeOnDatabases('admin routes', (ctx) => {
  let person: { id: number; login: string; password: string };
  let other: { id: number };
  let client: TestClient;

  beforeAll(async () => {
    person = await givenUser(ctx.db);
    other = await givenUser(ctx.db);
    client = new TestClient(createTestApp(ctx.db));
    await client.signIn(person.login, person.password);
  });

  const call = (c: TestClient, key: string) => {
    const [method, path] = key.split(' ') as [string, string];
    const url = path.replace(/:\w+/g, String(other.id));
    const verb = method.toLowerCase() as 'get' | 'post' | 'delete';
    return c.send(verb, url, verb === 'get' ? undefined : {});
  };

  it('declares ROLE_ADMIN on exactly the admin routes (the shared one checks by target)', () => {
    const declared = testRouteTable(ctx.db)
      .filter((route) => route.access !== 'public' && route.access.includes(Role.admin))
      .map(keyOf);
    expect([...declared, ...SHARED_WITH_OWNER].sort()).toEqual([...ADMIN_ROUTES].sort());
    const all = testRouteTable(ctx.db).map(keyOf);
    for (const key of SHARED_WITH_OWNER) expect(all).toContain(key);
  });

  it('answers 401 to anonymous calls and 403 to a signed-in non-admin', async () => {
    const anonymous = new TestClient(createTestApp(ctx.db));
    for (const key of ADMIN_ROUTES) {
      expect({ key, status: (await call(anonymous, key)).status }).toEqual({ key, status: 401 });
      expect({ key, status: (await call(client, key)).status }).toEqual({ key, status: 403 });
    }
    const stillThere = await ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('id', '=', other.id)
      .execute();
    expect(stillThere).toHaveLength(1);
  });

  it("keeps the person's own routes under those prefixes working", async () => {
    const own = await client.get('/api/functionalities/users/current');
    expect(own.status).toBe(200);
    const terms = await client.get('/api/cgu/current');
    const agreed = await client.post('/api/cgu/agreement', {
      idUser: person.id,
      cguTerm: terms.body.idCgu,
    });
    expect(agreed.status).toBe(200);
    const query = new URLSearchParams({ password: person.password, reason: 'PRIVACY' });
    const deleted = await client.delete(`/api/users/${person.id}?${query}`);
    expect(deleted.status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
