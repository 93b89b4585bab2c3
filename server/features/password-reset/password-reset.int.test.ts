import { beforeAll, beforeEach, expect, it } from 'vitest';
import { whenIdle } from '../../jobs/background';
import { describeOnDatabases } from '../../test/databases';
import { MemoryMailer, TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';

const HOUR = 3_600_000;

describeOnDatabases('forgotten password', (ctx) => {
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  let client: TestClient;
  const email = () => `someone${Math.random().toString(36).slice(2, 8)}@example.org`;

  beforeAll(() => {
    client = new TestClient(createTestApp(ctx.db, { mailer, clock: clock.read }));
  });
  beforeEach(() => clock.advance(2 * HOUR));

  async function askReset(address: string) {
    return client.get(`/api/resetPassword/request?email=${encodeURIComponent(address)}`);
  }

  async function codeFor(address: string) {
    await whenIdle();
    const link = mailer.lastLinkTo(address);
    expect(link.pathname).toBe('/forgotPassword');
    return { login: link.searchParams.get('login')!, code: link.searchParams.get('code')! };
  }

  it('mails a link, sets the new password with its code, and ends open sessions', async () => {
    const address = email();
    const user = await givenUser(ctx.db, { email: address });
    const other = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
    await other.signIn(user.login, user.password);
    expect((await askReset(address)).body).toEqual({ value: true });
    const { login, code } = await codeFor(address);
    expect(login).toBe(user.login);
    const res = await client.post('/api/resetPassword/perform', {
      login,
      code,
      password: 'Nouveau-42',
    });
    expect(res.body).toEqual({ value: true });
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await client.signIn(user.login, 'Nouveau-42')).status).toBe(200);
    expect((await client.signIn(user.login, user.password)).status).toBe(401);
  });

  it('answers the same to an unknown address and sends nothing', async () => {
    const sent = mailer.sent.length;
    expect((await askReset('nobody@example.org')).body).toEqual({ value: true });
    await whenIdle();
    expect(mailer.sent.length).toBe(sent);
  });

  it('refuses a used, a wrong or an expired code with forgotPassword.invalidCode', async () => {
    const address = email();
    const user = await givenUser(ctx.db, { email: address });
    await askReset(address);
    const { code } = await codeFor(address);
    await client.post('/api/resetPassword/perform', {
      login: user.login,
      code,
      password: 'Nouveau-42',
    });
    await askReset(address);
    const fresh = await codeFor(address);
    clock.advance(HOUR + 1000);
    const attempts = [
      { login: user.login, code, password: 'Autre-123' },
      { login: user.login, code: 'wrong', password: 'Autre-123' },
      { login: 'someone-else', code: fresh.code, password: 'Autre-123' },
      { login: user.login, code: fresh.code, password: 'Autre-123' },
    ];
    for (const attempt of attempts) {
      const res = await client.post('/api/resetPassword/perform', attempt);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ messageCode: 'forgotPassword.invalidCode' });
    }
    expect((await client.signIn(user.login, 'Nouveau-42')).status).toBe(200);
  });

  it('refuses a weak or a common new password and keeps the code usable', async () => {
    const address = email();
    const user = await givenUser(ctx.db, { email: address });
    await askReset(address);
    const { code } = await codeFor(address);
    const weak = await client.post('/api/resetPassword/perform', {
      login: user.login,
      code,
      password: 'abcdefgh',
    });
    expect(weak.body).toEqual({ messageCode: 'signup.form.password.weak' });
    const common = await client.post('/api/resetPassword/perform', {
      login: user.login,
      code,
      password: 'Password1',
    });
    expect(common.body).toEqual({ messageCode: 'password.tooCommon' });
    const ok = await client.post('/api/resetPassword/perform', {
      login: user.login,
      code,
      password: 'Solide-2026',
    });
    expect(ok.body).toEqual({ value: true });
  });

  it('answers invalidCode before judging the password', async () => {
    const res = await client.post('/api/resetPassword/perform', {
      login: 'whoever',
      code: 'wrong',
      password: 'Password1',
    });
    expect(res.body).toEqual({ messageCode: 'forgotPassword.invalidCode' });
  });

  it('answers before the link is made and mailed, so the time tells nothing', async () => {
    const slow = new (class extends MemoryMailer {
      override async send(message: Parameters<MemoryMailer['send']>[0]) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await super.send(message);
      }
    })();
    const address = email();
    await givenUser(ctx.db, { email: address });
    const app = createTestApp(ctx.db, { mailer: slow, clock: clock.read });
    const res = await new TestClient(app).get(`/api/resetPassword/request?email=${address}`);
    expect(res.body).toEqual({ value: true });
    expect(slow.sent).toHaveLength(0);
    await whenIdle();
    expect(slow.sent.map((mail) => mail.to)).toEqual([address]);
  });

  it('limits reset requests per address with 429', async () => {
    const address = email();
    await givenUser(ctx.db, { email: address });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await askReset(address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts every spelling of an address against the same limit', async () => {
    const address = email();
    await givenUser(ctx.db, { email: address });
    const wide = [...address].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));
    const spellings = [
      ` ${address}`,
      `${address}  `,
      address.toUpperCase(),
      wide.join(''),
      address,
    ];
    const statuses = [];
    for (const spelling of spellings) statuses.push((await askReset(spelling)).status);
    // Upper case is refused by the schema (no guess at all); every accepted spelling shares the
    // one limit of three.
    expect(statuses).toEqual([200, 200, 400, 200, 429]);
  });
});
