import { expect, it } from 'vitest';
import { ProfileName, Role } from '../../../contract/access';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';
import { enableTwoFactorFor, givenTwoFactorUser, totpCode } from '../../test/two-factor-fixtures';

const admin = { profileName: ProfileName.admin, roles: [Role.user, Role.admin] };

describeOnDatabases('two-factor required for administrators', (ctx) => {
  const setPolicy = (client: TestClient, requiredForAdmins: boolean) =>
    client.send('put', '/api/admin/two-factor-policy', { requiredForAdmins });

  it('is set by an administrator who has two-factor, and refuses admin routes to one without', async () => {
    const clock = new TestClock();
    const app = createTestApp(ctx.db, { clock: clock.read });
    const bare = await givenUser(ctx.db, admin);
    const bareClient = new TestClient(app);
    await bareClient.signIn(bare.login, bare.password);
    const ownFirst = await setPolicy(bareClient, true);
    expect(ownFirst.status).toBe(409);
    expect(ownFirst.body).toEqual({ messageCode: 'twoFactor.policy.enableYoursFirst' });

    const { client, user } = await givenTwoFactorUser(ctx.db, clock, admin);
    try {
      expect((await setPolicy(client, true)).body).toEqual({ requiredForAdmins: true });
      expect((await client.get('/api/admin/security-events')).status).toBe(200);

      const refused = await bareClient.get('/api/admin/security-events');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ messageCode: 'twoFactor.setupRequired' });
      expect((await bareClient.get('/api/user')).body.twoFactorSetupRequired).toBe(true);
      expect((await bareClient.get('/api/two-factor')).body.requiredForAdmins).toBe(true);

      await enableTwoFactorFor(bareClient, clock);
      expect((await bareClient.get('/api/admin/security-events')).status).toBe(200);

      const plain = await givenUser(ctx.db);
      const plainClient = new TestClient(app);
      const signIn = await plainClient.signIn(plain.login, plain.password);
      expect(signIn.body.login).toBe(plain.login);
      const journal = await ctx.db.kysely
        .selectFrom('securityEvents')
        .select('details')
        .where('userId', '=', user.id)
        .where('type', '=', 'ADMIN_ACTION')
        .execute();
      expect(journal.map((e) => e.details)).toContainEqual(
        expect.stringContaining('TWO_FACTOR_POLICY'),
      );
    } finally {
      await setPolicy(client, false);
    }
  });

  it('is an administrators’ route', async () => {
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
    expect((await client.get('/api/admin/two-factor-policy')).status).toBe(403);
    expect((await setPolicy(client, true)).status).toBe(403);
  });

  it('an administrator with two-factor signs in with the code as anyone', async () => {
    const { app, user, clock, secret } = await givenTwoFactorUser(ctx.db, new TestClock(), admin);
    const browser = new TestClient(app);
    expect((await browser.signIn(user.login, user.password)).body).toEqual({
      secondFactor: 'required',
    });
    expect((await browser.get('/api/admin/security-events')).status).toBe(401);
    await browser.post('/api/authenticate/second-factor', { code: totpCode(secret, clock.now) });
    expect((await browser.get('/api/admin/security-events')).status).toBe(200);
  });
});
