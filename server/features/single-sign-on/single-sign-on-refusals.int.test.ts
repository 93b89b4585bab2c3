import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import {
  startFakeOpenIdProvider,
  type Approval,
  type FakeOpenIdProvider,
} from '../../test/fake-openid-provider';
import { memoryLogger } from '../../test/memory-logger';
import {
  aPerson,
  errorLocation,
  failureReasons,
  signOnThrough,
  ssoApp,
} from '../../test/single-sign-on-fixtures';
import { TestClock, givenUser } from '../../test/test-app';

let provider: FakeOpenIdProvider;
beforeAll(async () => {
  provider = await startFakeOpenIdProvider();
});
afterAll(() => provider.close());

const now = () => Math.floor(Date.now() / 1000);

describeOnDatabases('single sign-on refusals', (ctx) => {
  /** A known person signs on with the provider misbehaving as told: refused for that reason. */
  async function expectRefused(
    approval: (claims: Record<string, unknown>) => Approval,
    reason: string,
  ) {
    const person = aPerson();
    const user = await givenUser(ctx.db, { email: person.email });
    const { browser } = ssoApp(ctx.db, provider);
    const claims = { sub: person.sub, email: person.email, email_verified: true };
    const { back, location } = await signOnThrough(browser, provider, approval(claims));
    expect(location).toBe(errorLocation(reason));
    expect(String(back.headers['set-cookie'])).not.toMatch(/SESSION=/);
    expect((await browser.get('/api/user')).status).toBe(401);
    return user;
  }

  it('refuses an ID token for another audience', async () => {
    await expectRefused((claims) => ({ claims: { ...claims, aud: 'another-app' } }), 'token');
    expect((await failureReasons(ctx.db)).at(-1)).toBe('token');
  });

  it('refuses an expired ID token', async () => {
    const past = { iat: now() - 3600, exp: now() - 1800 };
    await expectRefused((claims) => ({ claims: { ...claims, ...past } }), 'token');
  });

  it('refuses an ID token from another issuer', async () => {
    await expectRefused(
      (claims) => ({ claims: { ...claims, iss: 'https://evil.example' } }),
      'token',
    );
  });

  it('refuses an ID token with another nonce', async () => {
    await expectRefused((claims) => ({ claims: { ...claims, nonce: 'another-nonce' } }), 'token');
  });

  it('refuses an ID token signed by a key the provider does not publish', async () => {
    await expectRefused((claims) => ({ claims, foreignKey: true }), 'token');
  });

  it('ends on the error page when the provider refuses the PKCE verifier', async () => {
    await expectRefused((claims) => ({ claims, wrongChallenge: true }), 'provider');
  });

  it('refuses an address the provider does not vouch for, and links nothing', async () => {
    const user = await expectRefused(
      (claims) => ({ claims: { ...claims, email_verified: false } }),
      'unverifiedEmail',
    );
    const links = await ctx.db.kysely
      .selectFrom('ssoIdentities')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('refuses a locked person after linking, and journals it with the person', async () => {
    const person = aPerson();
    const user = await givenUser(ctx.db, { email: person.email });
    await ctx.db.kysely.updateTable('users').set({ locked: 1 }).where('id', '=', user.id).execute();
    const { browser } = ssoApp(ctx.db, provider);
    const claims = { sub: person.sub, email: person.email, email_verified: true };
    expect((await signOnThrough(browser, provider, { claims })).location).toBe(
      errorLocation('locked'),
    );
    expect(await failureReasons(ctx.db, user.id)).toEqual(['locked']);
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  it('refuses a replayed state, an unknown one, and none', async () => {
    const person = aPerson();
    await givenUser(ctx.db, { email: person.email });
    const { browser } = ssoApp(ctx.db, provider);
    const claims = { sub: person.sub, email: person.email, email_verified: true };
    const { callback } = await signOnThrough(browser, provider, { claims });
    const state = new URL(callback, 'http://x').searchParams.get('state')!;
    const replay = await browser.send('get', callback, undefined, { Cookie: `SSO_STATE=${state}` });
    expect(replay.headers.location).toBe(errorLocation('state'));
    const unknown = await browser.send(
      'get',
      '/api/sso/callback?code=abc&state=never-issued',
      undefined,
      {
        Cookie: 'SSO_STATE=never-issued',
      },
    );
    expect(unknown.headers.location).toBe(errorLocation('state'));
    const none = await browser.get('/api/sso/callback?code=abc');
    expect(none.headers.location).toBe(errorLocation('state'));
    expect((await failureReasons(ctx.db)).slice(-3)).toEqual(['state', 'state', 'state']);
  });

  it('refuses a callback another browser started (login CSRF), and lets its own browser finish', async () => {
    const person = aPerson();
    await givenUser(ctx.db, { email: person.email });
    const attacker = ssoApp(ctx.db, provider).browser;
    const start = await attacker.get('/api/sso/start');
    expect(String(start.headers['set-cookie'])).toMatch(
      /SSO_STATE=[\w-]+;.*HttpOnly.*SameSite=Lax/,
    );
    const claims = { sub: person.sub, email: person.email, email_verified: true };
    const callback = provider.approve(start.headers.location!, { claims });
    const victim = ssoApp(ctx.db, provider).browser;
    expect((await victim.get(callback)).headers.location).toBe(errorLocation('state'));
    expect((await victim.get('/api/user')).status).toBe(401);
    expect((await attacker.get(callback)).headers.location).toBe('/');
  });

  it('refuses a state older than ten minutes', async () => {
    const clock = new TestClock(Date.now());
    const { browser } = ssoApp(ctx.db, provider, {}, { clock: clock.read });
    const start = await browser.get('/api/sso/start');
    const person = aPerson();
    const callback = provider.approve(start.headers.location!, { claims: { sub: person.sub } });
    clock.advance(10 * 60_000 + 1);
    expect((await browser.get(callback)).headers.location).toBe(errorLocation('state'));
  });

  it('tells a cancelled sign-in apart', async () => {
    const { browser } = ssoApp(ctx.db, provider);
    const start = await browser.get('/api/sso/start');
    const back = await browser.get(provider.deny(start.headers.location!));
    expect(back.headers.location).toBe(errorLocation('denied'));
  });

  it('survives a provider that is down: logged error, error page, discovery retried later', async () => {
    const log = memoryLogger();
    const { browser } = ssoApp(ctx.db, provider, {}, { logger: log.logger });
    provider.setDown(true);
    const start = await browser.get('/api/sso/start');
    provider.setDown(false);
    expect(start.status).toBe(302);
    expect(start.headers.location).toBe(errorLocation('provider'));
    expect(log.entries()).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'OpenID discovery failed' }),
    );
    const again = await browser.get('/api/sso/start');
    expect(again.headers.location).toMatch(new RegExp(`^${provider.issuer}/authorize`));
  });

  it('limits the starts of one address, each a kept state', async () => {
    const { browser } = ssoApp(ctx.db, provider, { TRUST_PROXY: 'loopback' });
    const address = { 'X-Forwarded-For': '203.0.113.9' };
    const start = () => browser.send('get', '/api/sso/start', undefined, address);
    for (let i = 0; i < 60; i += 1) expect((await start()).status).toBe(302);
    expect((await start()).status).toBe(429);
  });
});
