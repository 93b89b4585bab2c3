import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { registerPasskey } from '../../test/passkey-fixtures';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';
import { givenTwoFactorUser } from '../../test/two-factor-fixtures';

const SECOND_FACTOR = '/api/authenticate/second-factor/passkey';

describeOnDatabases('a passkey as the second factor of a password sign-in', (ctx) => {
  it('is offered after the right password and completes the pending sign-in', async () => {
    const { app, user, client } = await givenTwoFactorUser(ctx.db);
    const authenticator = new SoftwareAuthenticator();
    expect((await registerPasskey(client, authenticator)).status).toBe(201);
    const browser = new TestClient(app);
    const first = await browser.signIn(user.login, user.password);
    expect(first.body).toEqual({ secondFactor: 'required', passkey: true });
    const options = await browser.post(`${SECOND_FACTOR}/options`);
    expect(options.body.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id, type: 'public-key' }),
    ]);
    const response = authenticator.assert(options.body);
    const done = await browser.post(SECOND_FACTOR, { response });
    expect(done.status).toBe(200);
    expect(done.body.login).toBe(user.login);
    expect((await browser.get('/api/user')).status).toBe(200);
    const success = await ctx.db.kysely
      .selectFrom('securityEvents')
      .select('details')
      .where('userId', '=', user.id)
      .where('type', '=', 'SIGN_IN_SUCCESS')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(success.details!)).toMatchObject({ secondFactor: 'passkey' });
    // The pending sign-in is spent: the same answer opens nothing again.
    const again = await browser.post(SECOND_FACTOR, { response });
    expect([again.status, again.body]).toEqual([
      401,
      { messageCode: 'twoFactor.challenge.missing' },
    ]);
  });

  it('cannot be used without a pending sign-in', async () => {
    const { app, client } = await givenTwoFactorUser(ctx.db);
    const authenticator = new SoftwareAuthenticator();
    await registerPasskey(client, authenticator);
    const stranger = new TestClient(app);
    const options = await stranger.post(`${SECOND_FACTOR}/options`);
    expect([options.status, options.body]).toEqual([
      400,
      { messageCode: 'twoFactor.challenge.missing' },
    ]);
    const response = authenticator.assert({ challenge: 'bm9uY2U' });
    const res = await stranger.post(SECOND_FACTOR, { response });
    expect(res.status).toBe(401);
    expect((await stranger.get('/api/user')).status).toBe(401);
  });

  it('takes only a passkey of the person who gave the password', async () => {
    const { app, user, client } = await givenTwoFactorUser(ctx.db);
    await registerPasskey(client);
    const other = await givenUser(ctx.db);
    const otherClient = new TestClient(app);
    await otherClient.signIn(other.login, other.password);
    const othersKey = new SoftwareAuthenticator();
    await registerPasskey(otherClient, othersKey);
    const browser = new TestClient(app);
    await browser.signIn(user.login, user.password);
    const options = await browser.post(`${SECOND_FACTOR}/options`);
    const res = await browser.post(SECOND_FACTOR, { response: othersKey.assert(options.body) });
    expect([res.status, res.body]).toEqual([401, { messageCode: 'passkeys.invalid' }]);
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  it('is not offered to a person without a passkey; and a passkey alone does not turn two-factor on', async () => {
    const { app, user } = await givenTwoFactorUser(ctx.db);
    const browser = new TestClient(app);
    expect((await browser.signIn(user.login, user.password)).body).toEqual({
      secondFactor: 'required',
    });
    const options = await browser.post(`${SECOND_FACTOR}/options`);
    expect([options.status, options.body]).toEqual([409, { messageCode: 'passkeys.none' }]);

    const plain = await givenUser(ctx.db);
    const owner = new TestClient(createTestApp(ctx.db));
    await owner.signIn(plain.login, plain.password);
    await registerPasskey(owner);
    const signIn = await new TestClient(app).signIn(plain.login, plain.password);
    expect(signIn.body.login).toBe(plain.login);
  });
});
