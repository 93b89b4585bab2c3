import type { Express } from 'express';
import request from 'supertest';
import { expect, it } from 'vitest';
import { encodePassword } from '../../contract/auth';
import { describeOnDatabases } from '../test/databases';
import { TestClock, createTestApp, givenUser } from '../test/test-app';

/** A browser's cookies, kept by hand so a test can move a token from one browser to another. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: Express,
    private readonly https = false,
  ) {}

  xsrfCookie = () => (this.https ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN');
  token = () => this.cookies.get(this.xsrfCookie());

  async send(method: 'get' | 'post', path: string, body?: object, token = this.token()) {
    let req = request(this.app)[method](path);
    if (this.https) req = req.set('X-Forwarded-Proto', 'https');
    const jar = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (jar) req = req.set('Cookie', jar);
    if (method !== 'get' && token) req = req.set('X-XSRF-TOKEN', token);
    const res = await (body ? req.send(body) : req);
    for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  signIn(login: string, password: string, token = this.token()) {
    return this.send(
      'post',
      '/api/authenticate',
      {
        username: login,
        password: encodePassword(password),
      },
      token,
    );
  }
}

describeOnDatabases('CSRF tokens bound to the session', (ctx) => {
  it('refuse a genuine token of another anonymous browser', async () => {
    const app = createTestApp(ctx.db);
    const attacker = new Browser(app);
    const victim = new Browser(app);
    await attacker.send('get', '/api/health');
    await victim.send('get', '/api/health');
    const user = await givenUser(ctx.db);
    victim.cookies.set('XSRF-TOKEN', attacker.token()!);
    const res = await victim.signIn(user.login, user.password, attacker.token());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ messageCode: 'csrf.invalid' });
  });

  it('refuse a genuine token of another signed-in session', async () => {
    const app = createTestApp(ctx.db);
    const [mallory, alice] = [await givenUser(ctx.db), await givenUser(ctx.db)];
    const attacker = new Browser(app);
    const victim = new Browser(app);
    await attacker.send('get', '/api/health');
    expect((await attacker.signIn(mallory.login, mallory.password)).status).toBe(200);
    await victim.send('get', '/api/health');
    expect((await victim.signIn(alice.login, alice.password)).status).toBe(200);
    victim.cookies.set('XSRF-TOKEN', attacker.token()!);
    expect((await victim.send('post', '/api/logout')).status).toBe(403);
    expect((await victim.send('get', '/api/user')).status).toBe(200);
  });

  it('keep a token accepted bound to its session: refused elsewhere, and once altered', async () => {
    const app = createTestApp(ctx.db);
    const [mallory, alice] = [await givenUser(ctx.db), await givenUser(ctx.db)];
    const attacker = new Browser(app);
    const victim = new Browser(app);
    await attacker.send('get', '/api/health');
    expect((await attacker.signIn(mallory.login, mallory.password)).status).toBe(200);
    const token = attacker.token()!;
    // Past the check (the token is now kept), a write no route serves.
    expect((await attacker.send('post', '/api/no-such-write')).status).toBe(404);
    await victim.send('get', '/api/health');
    expect((await victim.signIn(alice.login, alice.password)).status).toBe(200);
    victim.cookies.set('XSRF-TOKEN', token);
    expect((await victim.send('post', '/api/logout')).status).toBe(403);
    const [nonce, signature] = token.split('.');
    const altered = `${nonce}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    attacker.cookies.set('XSRF-TOKEN', altered);
    expect((await attacker.send('post', '/api/logout')).status).toBe(403);
    attacker.cookies.set('XSRF-TOKEN', token);
    expect((await attacker.send('post', '/api/logout')).status).toBe(204);
  });

  it('give a new token at sign-in and at sign-out; the former one stops working', async () => {
    const app = createTestApp(ctx.db);
    const user = await givenUser(ctx.db);
    const browser = new Browser(app);
    await browser.send('get', '/api/health');
    const anonymous = browser.token();
    expect((await browser.signIn(user.login, user.password)).status).toBe(200);
    const signedIn = browser.token();
    expect(signedIn).not.toBe(anonymous);
    browser.cookies.set('XSRF-TOKEN', anonymous!);
    expect((await browser.send('post', '/api/logout', undefined, anonymous)).status).toBe(403);
    browser.cookies.set('XSRF-TOKEN', signedIn!);
    expect((await browser.send('post', '/api/logout')).status).toBe(204);
    expect(browser.token()).not.toBe(signedIn);
    browser.cookies.set('XSRF-TOKEN', signedIn!);
    const res = await browser.signIn(user.login, user.password, signedIn);
    expect(res.status).toBe(403);
    expect((await browser.signIn(user.login, user.password)).status).toBe(200);
  });

  it('let a person whose session expired sign in again without reloading', async () => {
    const clock = new TestClock();
    const app = createTestApp(ctx.db, { clock: clock.read });
    const user = await givenUser(ctx.db);
    const browser = new Browser(app);
    await browser.send('get', '/api/health');
    await browser.signIn(user.login, user.password);
    clock.advance(31 * 60_000);
    expect((await browser.send('post', '/api/logout')).status).toBe(401);
    expect((await browser.signIn(user.login, user.password)).status).toBe(200);
    expect((await browser.send('get', '/api/user')).status).toBe(200);
  });

  it('use __Host- cookies over HTTPS and ignore bare ones there', async () => {
    const app = createTestApp(ctx.db, { env: { TRUST_PROXY: 'loopback' } });
    const user = await givenUser(ctx.db);
    const browser = new Browser(app, true);
    const first = await browser.send('get', '/api/health');
    const set = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    expect(set.find((c) => c.startsWith('__Host-XSRF-TOKEN='))).toMatch(/Secure/);
    expect(set.find((c) => c.startsWith('__Host-VISITOR='))).toMatch(/HttpOnly/);
    const res = await browser.signIn(user.login, user.password);
    expect(res.status).toBe(200);
    const session = browser.cookies.get('__Host-SESSION');
    expect(session).toBeDefined();
    expect((await browser.send('get', '/api/user')).status).toBe(200);
    const planted = new Browser(app, true);
    planted.cookies.set('SESSION', session!);
    expect((await planted.send('get', '/api/user')).status).toBe(401);
  });
});
