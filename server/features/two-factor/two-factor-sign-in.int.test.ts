import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { TestClient } from '../../test/test-app';
import { PERIOD_MS, givenTwoFactorUser, totpCode } from '../../test/two-factor-fixtures';

describeOnDatabases('sign-in with two-factor', (ctx) => {
  it('asks for the code after the password, and opens the session only with it', async () => {
    const { app, user, clock, secret } = await givenTwoFactorUser(ctx.db);
    const browser = new TestClient(app);
    const first = await browser.signIn(user.login, user.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ secondFactor: 'required' });
    expect(String(first.headers['set-cookie'])).not.toMatch(/SESSION=/);

    const second = await browser.post('/api/authenticate/second-factor', {
      code: totpCode(secret, clock.now),
    });
    expect(second.status).toBe(200);
    expect(second.body.login).toBe(user.login);
    expect((await browser.get('/api/user')).status).toBe(200);
    const success = await ctx.db.kysely
      .selectFrom('securityEvents')
      .select('details')
      .where('userId', '=', user.id)
      .where('type', '=', 'SIGN_IN_SUCCESS')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(success.details!)).toMatchObject({ secondFactor: 'totp' });
  });

  it('tells a locked account so only after the code, and opens nothing', async () => {
    const { app, user, clock, secret } = await givenTwoFactorUser(ctx.db);
    const browser = new TestClient(app);
    await browser.signIn(user.login, user.password);
    await ctx.db.kysely.updateTable('users').set({ locked: 1 }).where('id', '=', user.id).execute();
    const res = await browser.post('/api/authenticate/second-factor', {
      code: totpCode(secret, clock.now),
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ messageCode: 'LockedException' });
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  it('cannot be skipped: after the password alone, session, user and data routes answer 401', async () => {
    const { app, user } = await givenTwoFactorUser(ctx.db);
    const browser = new TestClient(app);
    await browser.signIn(user.login, user.password);
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await browser.get('/api/session')).body).toEqual({ user: null });
    expect((await browser.get('/api/account')).status).toBe(401);
    expect((await browser.get('/api/two-factor')).status).toBe(401);
    expect((await browser.post('/api/two-factor/setup')).status).toBe(401);
  });

  it('a pending sign-in token is no session token', async () => {
    const { app, user } = await givenTwoFactorUser(ctx.db);
    const browser = new TestClient(app);
    const first = await browser.signIn(user.login, user.password);
    const cookie = String(first.headers['set-cookie']);
    const token = /SIGN_IN_CHALLENGE=([^;]+)/.exec(cookie)?.[1];
    expect(token).toBeDefined();
    const forged = await browser.send('get', '/api/user', undefined, {
      Cookie: `SESSION=${token}`,
    });
    expect(forged.status).toBe(401);
  });

  it('refuses a wrong code, a replayed code, and a code without the pending sign-in', async () => {
    const { app, user, clock, secret } = await givenTwoFactorUser(ctx.db);
    const browser = new TestClient(app);
    await browser.signIn(user.login, user.password);
    const wrong = await browser.post('/api/authenticate/second-factor', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ messageCode: 'twoFactor.code.invalid' });
    const code = totpCode(secret, clock.now);
    expect((await browser.post('/api/authenticate/second-factor', { code })).status).toBe(200);

    const again = new TestClient(app);
    await again.signIn(user.login, user.password);
    const replay = await again.post('/api/authenticate/second-factor', { code });
    expect(replay.body).toEqual({ messageCode: 'twoFactor.code.invalid' });

    const stranger = new TestClient(app);
    clock.advance(PERIOD_MS);
    const direct = await stranger.post('/api/authenticate/second-factor', {
      code: totpCode(secret, clock.now),
    });
    expect(direct.status).toBe(401);
    expect(direct.body).toEqual({ messageCode: 'twoFactor.challenge.missing' });
  });
});
