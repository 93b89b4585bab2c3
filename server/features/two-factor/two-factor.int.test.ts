import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';
import { PERIOD_MS, givenTwoFactorUser, totpCode } from '../../test/two-factor-fixtures';

describeOnDatabases('two-factor settings', (ctx) => {
  const eventTypes = async (userId: number) =>
    (
      await ctx.db.kysely
        .selectFrom('securityEvents')
        .select('type')
        .where('userId', '=', userId)
        .orderBy('id')
        .execute()
    ).map((e) => e.type);

  it('keeps the secret pending until a right code, sealed, and never sends it again', async () => {
    const clock = new TestClock();
    const client = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
    const user = await givenUser(ctx.db);
    await client.signIn(user.login, user.password);
    const setup = await client.post('/api/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.body.qrSvg).toMatch(/^<svg/);
    expect((await client.get('/api/two-factor')).body).toMatchObject({ enabled: false });

    const wrong = await client.post('/api/two-factor/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ messageCode: 'twoFactor.code.invalid' });
    const right = await client.post('/api/two-factor/confirm', {
      code: totpCode(setup.body.secret, clock.now),
    });
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    const status = await client.get('/api/two-factor');
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredForAdmins: false });
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);
    expect((await client.post('/api/two-factor/setup')).status).toBe(409);

    const row = await ctx.db.kysely
      .selectFrom('userTwoFactor')
      .select(['sealedSecret', 'state'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('enabled');
    expect(row.sealedSecret).not.toContain(setup.body.secret);
    expect(await eventTypes(user.id)).toContain('TWO_FACTOR_ENABLED');
    expect(await eventTypes(user.id)).toContain('TWO_FACTOR_FAILURE');
  });

  it('refuses a confirmation without a setup', async () => {
    const client = new TestClient(createTestApp(ctx.db));
    const user = await givenUser(ctx.db);
    await client.signIn(user.login, user.password);
    const res = await client.post('/api/two-factor/confirm', { code: '123456' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ messageCode: 'twoFactor.setup.missing' });
  });

  it('disables only with the password and a code, and ends the other sessions', async () => {
    const { app, user, client, clock, secret } = await givenTwoFactorUser(ctx.db);
    const other = new TestClient(app);
    await other.signIn(user.login, user.password);
    await other.post('/api/authenticate/second-factor', { code: totpCode(secret, clock.now) });
    expect((await other.get('/api/user')).status).toBe(200);
    clock.advance(PERIOD_MS);

    const code = totpCode(secret, clock.now);
    const noPassword = await client.post('/api/two-factor/disable', { password: 'Wrong1', code });
    expect(noPassword.body).toEqual({ messageCode: 'InvalidPasswordException' });
    const noCode = await client.post('/api/two-factor/disable', {
      password: user.password,
      code: '000000',
    });
    expect(noCode.body).toEqual({ messageCode: 'twoFactor.code.invalid' });
    expect((await client.get('/api/two-factor')).body.enabled).toBe(true);

    const done = await client.post('/api/two-factor/disable', { password: user.password, code });
    expect(done.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/two-factor')).body.enabled).toBe(false);
    const events = await eventTypes(user.id);
    expect(events).toEqual(expect.arrayContaining(['TWO_FACTOR_DISABLED', 'SESSION_ENDED']));

    const again = new TestClient(app);
    const signIn = await again.signIn(user.login, user.password);
    expect(signIn.body.login).toBe(user.login);
  });

  it('disables with a recovery code, journalled as used', async () => {
    const { user, client, recoveryCodes } = await givenTwoFactorUser(ctx.db);
    const res = await client.post('/api/two-factor/disable', {
      password: user.password,
      code: recoveryCodes[3],
    });
    expect(res.status).toBe(200);
    expect(await eventTypes(user.id)).toContain('RECOVERY_CODE_USED');
  });

  it('renews the recovery codes: the old ones stop working', async () => {
    const { app, user, client, clock, secret, recoveryCodes } = await givenTwoFactorUser(ctx.db);
    const renewed = await client.post('/api/two-factor/recovery-codes', {
      password: user.password,
      code: totpCode(secret, clock.now),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    const browser = new TestClient(app);
    await browser.signIn(user.login, user.password);
    const old = await browser.post('/api/authenticate/second-factor', { code: recoveryCodes[0] });
    expect(old.status).toBe(401);
    const fresh = await browser.post('/api/authenticate/second-factor', {
      code: renewed.body.recoveryCodes[0],
    });
    expect(fresh.status).toBe(200);
    expect(await eventTypes(user.id)).toContain('RECOVERY_CODES_RENEWED');
  });

  it('refuses disabling and renewing when two-factor is off', async () => {
    const client = new TestClient(createTestApp(ctx.db));
    const user = await givenUser(ctx.db);
    await client.signIn(user.login, user.password);
    for (const path of ['/api/two-factor/disable', '/api/two-factor/recovery-codes']) {
      const res = await client.post(path, { password: user.password, code: '123456' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ messageCode: 'twoFactor.notEnabled' });
    }
  });

  it('one user’s codes do nothing for another', async () => {
    const first = await givenTwoFactorUser(ctx.db);
    const second = await givenTwoFactorUser(ctx.db, first.clock);
    const res = await second.client.post('/api/two-factor/disable', {
      password: second.user.password,
      code: first.recoveryCodes[0],
    });
    expect(res.body).toEqual({ messageCode: 'twoFactor.code.invalid' });
  });

  it('rejects an empty or oversized code as invalid input, changing nothing', async () => {
    const { user, client } = await givenTwoFactorUser(ctx.db);
    for (const code of ['', 'x'.repeat(41)]) {
      const res = await client.post('/api/two-factor/disable', { password: user.password, code });
      expect(res.status).toBe(400);
    }
    expect((await client.get('/api/two-factor')).body.enabled).toBe(true);
  });
});
