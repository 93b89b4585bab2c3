import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

describeOnDatabases('GET /api/session', (ctx) => {
  it('answers 200 with a null user to an anonymous visitor', async () => {
    const res = await new TestClient(createTestApp(ctx.db)).get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
  });

  it('answers the signed-in user as GET /api/user does, and null again after sign-out', async () => {
    const user = await givenUser(ctx.db, { usageName: 'Camille' });
    const client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
    const [session, me] = [await client.get('/api/session'), await client.get('/api/user')];
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual(me.body);
    expect(session.body.user).toMatchObject({ idUser: user.id, usageName: 'Camille' });
    await client.post('/api/logout', {});
    expect((await client.get('/api/session')).body).toEqual({ user: null });
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
