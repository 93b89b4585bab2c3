import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { TestClient } from '../../test/test-app';
import { givenTwoFactorUser, totpCode } from '../../test/two-factor-fixtures';

describeOnDatabases('two-factor sign-in limits', (ctx) => {
  it('ends the pending sign-in after five wrong codes, and it expires', async () => {
    const { app, user, clock, secret } = await givenTwoFactorUser(ctx.db);
    const browser = new TestClient(app);
    await browser.signIn(user.login, user.password);
    for (let i = 0; i < 5; i += 1) {
      await browser.post('/api/authenticate/second-factor', { code: `00000${i}` });
    }
    const after = await browser.post('/api/authenticate/second-factor', {
      code: totpCode(secret, clock.now),
    });
    expect(after.body).toEqual({ messageCode: 'twoFactor.challenge.missing' });

    await browser.signIn(user.login, user.password);
    clock.advance(6 * 60_000);
    const late = await browser.post('/api/authenticate/second-factor', {
      code: totpCode(secret, clock.now),
    });
    expect(late.body).toEqual({ messageCode: 'twoFactor.challenge.missing' });
  });

  it('accepts each recovery code once', async () => {
    const { app, user, recoveryCodes } = await givenTwoFactorUser(ctx.db);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [code] = recoveryCodes as [string];
    const first = new TestClient(app);
    await first.signIn(user.login, user.password);
    const used = await first.post('/api/authenticate/second-factor', {
      code: ` ${code.toUpperCase()} `,
    });
    expect(used.status).toBe(200);

    const second = new TestClient(app);
    await second.signIn(user.login, user.password);
    const reused = await second.post('/api/authenticate/second-factor', { code });
    expect(reused.status).toBe(401);
    const status = await first.get('/api/two-factor');
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    const journal = await ctx.db.kysely
      .selectFrom('securityEvents')
      .select(['type', 'details'])
      .where('userId', '=', user.id)
      .where('type', 'in', ['RECOVERY_CODE_USED', 'SIGN_IN_SUCCESS'])
      .orderBy('id')
      .execute();
    expect(journal.slice(-2)).toEqual([
      { type: 'RECOVERY_CODE_USED', details: '{"during":"sign-in","left":9}' },
      expect.objectContaining({ type: 'SIGN_IN_SUCCESS' }),
    ]);
    const stored = await ctx.db.kysely
      .selectFrom('twoFactorRecoveryCodes')
      .select('codeHash')
      .where('userId', '=', user.id)
      .execute();
    const hashes = stored.map((row) => row.codeHash).join(' ');
    for (const shown of recoveryCodes) expect(hashes).not.toContain(shown.replace('-', ''));
  });

  it('throttles codes as passwords, and the password again gives no fresh budget', async () => {
    const { app, user, clock, secret } = await givenTwoFactorUser(ctx.db);
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const browser = new TestClient(app);
      statuses.push((await browser.signIn(user.login, user.password)).status);
      for (let j = 0; j < 4; j += 1) {
        const res = await browser.post('/api/authenticate/second-factor', { code: '123456' });
        statuses.push(res.status);
      }
    }
    // Ten attempts per login and address in 15 minutes (signInPerPair): passwords and codes alike.
    expect(statuses).toEqual([200, 401, 401, 401, 401, 200, 401, 401, 401, 401]);
    const third = new TestClient(app);
    expect((await third.signIn(user.login, user.password)).status).toBe(429);
    const events = await ctx.db.kysely
      .selectFrom('securityEvents')
      .select(['type', 'outcome', 'details'])
      .where('userId', '=', user.id)
      .where('type', 'in', ['TWO_FACTOR_FAILURE', 'SIGN_IN_THROTTLED'])
      .execute();
    expect(events.filter((e) => e.type === 'TWO_FACTOR_FAILURE').length).toBeGreaterThanOrEqual(8);
    expect(events).toContainEqual(expect.objectContaining({ type: 'SIGN_IN_THROTTLED' }));
    expect(totpCode(secret, clock.now)).toMatch(/^\d{6}$/);
  });
});
