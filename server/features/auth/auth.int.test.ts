import { expect, it } from 'vitest';
import { ProfileName, Role } from '../../../contract/access';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

const cookiesOf = (res: { headers: Record<string, unknown> }): string[] =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);

describeOnDatabases('sign-in', (ctx) => {
  it('signs in, answers the user and keeps the session', async () => {
    const user = await givenUser(ctx.db, { usageName: 'Camille', email: 'c@example.org' });
    const client = new TestClient(createTestApp(ctx.db));
    const res = await client.signIn(user.login, user.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      idUser: user.id,
      login: user.login,
      usageName: 'Camille',
      roles: ['ROLE_USER'],
      profile: { name: 'USER', indexUrl: '/', functionalities: [] },
      agreedCgu: false,
      numberOfConnection: 1,
      subscriptions: [],
    });
    const session = cookiesOf(res).find((c) => c.startsWith('SESSION='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.idUser).toBe(user.id);
  });

  it('accepts the login in any case', async () => {
    const user = await givenUser(ctx.db, { login: 'MixedCase' });
    const res = await new TestClient(createTestApp(ctx.db)).signIn('mixedcase', user.password);
    expect(res.status).toBe(200);
  });

  it('gives the functionalities of the profile', async () => {
    const user = await givenUser(ctx.db, { profileName: ProfileName.premium });
    const res = await new TestClient(createTestApp(ctx.db)).signIn(user.login, user.password);
    const codes = res.body.profile.functionalities.map((f: { code: string }) => f.code);
    expect(codes).toContain('TAG');
    expect(codes).not.toContain('DEV');
  });

  it('answers BadCredentialsException alike to a wrong password and an unknown login', async () => {
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db));
    const wrong = await client.signIn(user.login, 'Wrong123');
    const unknown = await client.signIn('nobody-here', 'Wrong123');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ messageCode: 'BadCredentialsException' });
    }
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('refuses a password that is not base64 as bad credentials', async () => {
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db));
    const res = await client.post('/api/authenticate', { username: user.login, password: '!!' });
    expect(res.body).toEqual({ messageCode: 'BadCredentialsException' });
  });

  it('refuses a missing username with a validation code', async () => {
    const client = new TestClient(createTestApp(ctx.db));
    const res = await client.post('/api/authenticate', { password: 'eA==' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ messageCode: 'ValidationException' });
  });

  it('answers DisabledException to an inactive account with the right password', async () => {
    const user = await givenUser(ctx.db, { active: false });
    const res = await new TestClient(createTestApp(ctx.db)).signIn(user.login, user.password);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ messageCode: 'DisabledException' });
  });

  it('answers LockedException to a locked account with the right password', async () => {
    const user = await givenUser(ctx.db);
    await ctx.db.kysely.updateTable('users').set({ locked: 1 }).where('id', '=', user.id).execute();
    const res = await new TestClient(createTestApp(ctx.db)).signIn(user.login, user.password);
    expect(res.body).toEqual({ messageCode: 'LockedException' });
  });

  it('ends open sessions of an account an admin locks, not of one locked by wrong passwords', async () => {
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await ctx.db.kysely
      .updateTable('users')
      .set({ lockedUntil: until })
      .where('id', '=', user.id)
      .execute();
    expect((await client.get('/api/user')).status).toBe(200);
    await ctx.db.kysely.updateTable('users').set({ locked: 1 }).where('id', '=', user.id).execute();
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('ends the session at logout', async () => {
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('replaces the session at sign-in, so an older token stops working', async () => {
    const user = await givenUser(ctx.db);
    const app = createTestApp(ctx.db);
    const client = new TestClient(app);
    const first = await client.signIn(user.login, user.password);
    const oldCookie = cookiesOf(first)
      .find((c) => c.startsWith('SESSION='))!
      .split(';')[0]!;
    await client.signIn(user.login, user.password);
    const res = await new TestClient(app).send('get', '/api/user');
    expect(res.status).toBe(401);
    const replay = await (
      await import('supertest')
    )
      .default(app)
      .get('/api/user')
      .set('Cookie', oldCookie);
    expect(replay.status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('marks cookies Secure behind an HTTPS proxy it trusts', async () => {
    const user = await givenUser(ctx.db);
    const app = createTestApp(ctx.db, { env: { TRUST_PROXY: 'loopback' } });
    const client = new TestClient(app);
    const res = await client.post('/api/authenticate', {
      username: user.login,
      password: Buffer.from(user.password).toString('base64'),
    });
    expect(res.status).toBe(200);
    const supertest = (await import('supertest')).default;
    const https = await supertest(app).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(cookiesOf(https).find((c) => c.startsWith('__Host-XSRF-TOKEN='))).toMatch(/Secure/);
  });

  it('lets an admin hold both user and admin roles', async () => {
    const admin = await givenUser(ctx.db, {
      profileName: ProfileName.admin,
      roles: [Role.user, Role.admin],
    });
    const res = await new TestClient(createTestApp(ctx.db)).signIn(admin.login, admin.password);
    expect(res.body.roles.sort()).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(res.body.profile.indexUrl).toBe('/admin');
  });
});
