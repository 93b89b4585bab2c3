import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { startFakeOpenIdProvider, type FakeOpenIdProvider } from '../../test/fake-openid-provider';
import { journalOf } from '../../test/security-event-checks';
import {
  aPerson,
  errorLocation,
  failureReasons,
  signOnThrough,
  ssoApp,
} from '../../test/single-sign-on-fixtures';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';
import { givenTwoFactorUser, totpCode } from '../../test/two-factor-fixtures';

let provider: FakeOpenIdProvider;
beforeAll(async () => {
  provider = await startFakeOpenIdProvider();
});
afterAll(() => provider.close());

describeOnDatabases('single sign-on', (ctx) => {
  it('offers the button when configured, with the provider’s name', async () => {
    const { browser } = ssoApp(ctx.db, provider);
    expect((await browser.get('/api/sso')).body).toEqual({
      enabled: true,
      providerName: 'Fake ID',
    });
  });

  it('is off without OIDC_ISSUER: enabled false, start and callback 404', async () => {
    const browser = new TestClient(createTestApp(ctx.db));
    expect((await browser.get('/api/sso')).body).toEqual({ enabled: false, providerName: null });
    expect((await browser.get('/api/sso/start')).status).toBe(404);
    expect((await browser.get('/api/sso/callback?code=a&state=b')).status).toBe(404);
  });

  it('sends the browser to the provider with state, nonce and an S256 challenge', async () => {
    const { browser } = ssoApp(ctx.db, provider);
    const start = await browser.get('/api/sso/start');
    const url = new URL(start.headers.location!);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'pecule',
      redirect_uri: 'http://pecule.test/api/sso/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{40,}$/),
      nonce: expect.stringMatching(/^[\w-]{40,}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('links by verified email on the first sign-in, by subject afterwards, and opens a session', async () => {
    const person = aPerson();
    const user = await givenUser(ctx.db, { email: person.email.toUpperCase() });
    const { browser } = ssoApp(ctx.db, provider);
    const claims = { sub: person.sub, email: person.email, email_verified: true };
    const first = await signOnThrough(browser, provider, { claims });
    expect(first.location).toBe('/');
    expect(String(first.back.headers['set-cookie'])).toMatch(/SESSION=/);
    expect((await browser.get('/api/user')).body.login).toBe(user.login);

    const later = ssoApp(ctx.db, provider).browser;
    const changed = { sub: person.sub, email: 'another@example.org', email_verified: false };
    expect((await signOnThrough(later, provider, { claims: changed })).location).toBe('/');
    expect((await later.get('/api/user')).body.login).toBe(user.login);

    const linked = await journalOf(ctx.db, 'SSO_ACCOUNT_LINKED', user.id);
    expect(linked).toHaveLength(1);
    expect(linked[0]!.details).toEqual({ issuer: provider.issuer, subject: person.sub });
    const successes = await journalOf(ctx.db, 'SIGN_IN_SUCCESS', user.id);
    expect(successes.map((row) => row.details)).toEqual([{ method: 'sso' }, { method: 'sso' }]);
  });

  it('links by login when OIDC_LINK_CLAIM=preferred_username', async () => {
    const person = aPerson();
    const user = await givenUser(ctx.db, { login: `Dom_${person.tag}` });
    const { browser } = ssoApp(ctx.db, provider, { OIDC_LINK_CLAIM: 'preferred_username' });
    const claims = { sub: person.sub, preferred_username: `dom_${person.tag}` };
    expect((await signOnThrough(browser, provider, { claims })).location).toBe('/');
    expect((await browser.get('/api/user')).body.login).toBe(user.login);
  });

  it('creates nobody unless OIDC_CREATE_USERS, then an active person in the locale’s language', async () => {
    const person = aPerson('new.person');
    const claims = {
      sub: person.sub,
      email: person.email,
      email_verified: true,
      preferred_username: `newbie${person.tag}`,
      name: 'New Person',
      locale: 'en-GB',
    };
    const refused = ssoApp(ctx.db, provider).browser;
    const first = await signOnThrough(refused, provider, { claims });
    expect(first.location).toBe(errorLocation('noAccount'));
    expect(await failureReasons(ctx.db)).toContain('noAccount');

    const { browser } = ssoApp(ctx.db, provider, { OIDC_CREATE_USERS: 'true' });
    expect((await signOnThrough(browser, provider, { claims })).location).toBe('/');
    const me = (await browser.get('/api/user')).body;
    expect(me).toMatchObject({ login: `newbie${person.tag}`, language: 'en', email: person.email });
    const created = await journalOf(ctx.db, 'SSO_ACCOUNT_CREATED', me.idUser);
    expect(created.map((row) => row.details)).toEqual([
      { issuer: provider.issuer, subject: person.sub },
    ]);
  });

  it('gives a created person a free login from the address: a taken one gets a number', async () => {
    const person = aPerson();
    await givenUser(ctx.db, { login: `Taken${person.tag}` });
    const { browser } = ssoApp(ctx.db, provider, { OIDC_CREATE_USERS: 'true' });
    const claims = {
      sub: person.sub,
      email: `taken${person.tag}@example.org`,
      email_verified: true,
    };
    expect((await signOnThrough(browser, provider, { claims })).location).toBe('/');
    expect((await browser.get('/api/user')).body.login).toBe(`taken${person.tag}2`);
  });

  it('does not bypass two-factor: the second-factor step, and a session only with the code', async () => {
    const person = aPerson();
    const { app, user, clock, secret } = await givenTwoFactorUser(
      ctx.db,
      undefined,
      { email: person.email },
      { env: provider.env() },
    );
    const browser = new TestClient(app);
    const claims = { sub: person.sub, email: person.email, email_verified: true };
    const { back, location } = await signOnThrough(browser, provider, { claims });
    expect(location).toBe('/login?step=second-factor');
    const cookies = String(back.headers['set-cookie']);
    expect(cookies).toMatch(/SIGN_IN_CHALLENGE=/);
    expect(cookies).not.toMatch(/SESSION=/);
    expect((await browser.get('/api/user')).status).toBe(401);
    const code = totpCode(secret, clock.now);
    const done = await browser.post('/api/authenticate/second-factor', { code });
    expect(done.status).toBe(200);
    expect(done.body.login).toBe(user.login);
  });

  it('refuses when several people share the address, or the person has another identity there', async () => {
    const shared = aPerson();
    await givenUser(ctx.db, { email: shared.email });
    await givenUser(ctx.db, { email: shared.email });
    const claims = { sub: shared.sub, email: shared.email, email_verified: true };
    const first = await signOnThrough(ssoApp(ctx.db, provider).browser, provider, { claims });
    expect(first.location).toBe(errorLocation('ambiguous'));

    const person = aPerson();
    await givenUser(ctx.db, { email: person.email });
    const mine = { sub: person.sub, email: person.email, email_verified: true };
    await signOnThrough(ssoApp(ctx.db, provider).browser, provider, { claims: mine });
    const other = { ...mine, sub: `${person.sub}-other` };
    const second = await signOnThrough(ssoApp(ctx.db, provider).browser, provider, {
      claims: other,
    });
    expect(second.location).toBe(errorLocation('alreadyLinked'));
  });
});
