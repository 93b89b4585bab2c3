import { expect, it } from 'vitest';
import { whenIdle } from '../../jobs/background';
import { describeOnDatabases } from '../../test/databases';
import { MemoryMailer, TestClient, TestClock, createTestApp } from '../../test/test-app';
import { givenTwoFactorUser, totpCode } from '../../test/two-factor-fixtures';

describeOnDatabases('password reset with two-factor', (ctx) => {
  it('sets the password, and the next sign-in still asks the second factor', async () => {
    const mailer = new MemoryMailer();
    const clock = new TestClock();
    const email = `reset${Date.now()}@example.org`;
    const { user, secret } = await givenTwoFactorUser(ctx.db, clock, { email }, { mailer });
    const app = createTestApp(ctx.db, { clock: clock.read, mailer });
    const browser = new TestClient(app);
    await browser.get(`/api/resetPassword/request?email=${encodeURIComponent(email)}`);
    await whenIdle();
    const code = mailer.lastLinkTo(email).searchParams.get('code');
    const reset = await browser.post('/api/resetPassword/perform', {
      login: user.login,
      code,
      password: 'Brand-New-77',
    });
    expect(reset.status).toBe(200);
    expect((await browser.get('/api/user')).status).toBe(401);

    const signIn = await browser.signIn(user.login, 'Brand-New-77');
    expect(signIn.body).toEqual({ secondFactor: 'required' });
    expect((await browser.get('/api/user')).status).toBe(401);
    const done = await browser.post('/api/authenticate/second-factor', {
      code: totpCode(secret, clock.now),
    });
    expect(done.status).toBe(200);
  });
});
