import request from 'supertest';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { whenIdle } from '../../jobs/background';
import { describeOnDatabases } from '../../test/databases';
import { signupRequest } from '../../test/signup-fixtures';
import { MemoryMailer, TestClient, TestClock, createTestApp } from '../../test/test-app';

const TWO_HOURS = 2 * 3_600_000;

describeOnDatabases('signup', (ctx) => {
  let mailer: MemoryMailer;
  let client: TestClient;
  let cguId: number;
  const clock = new TestClock();
  const countUsers = async () =>
    Number(
      (
        await ctx.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    mailer = new MemoryMailer();
    client = new TestClient(createTestApp(ctx.db, { mailer, clock: clock.read }));
    cguId = (await client.get('/api/cgu/current')).body.idCgu;
  });

  // Each test starts in a new rate-limit window.
  beforeEach(() => clock.advance(TWO_HOURS));

  it('registers an inactive account, mails the link in the person’s language, activates it', async () => {
    const body = signupRequest({ language: 'en', cguTerm: cguId });
    const res = await client.post('/api/signup', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ value: true });
    expect((await client.signIn(body.login, body.password)).body).toEqual({
      messageCode: 'DisabledException',
    });
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe(body.email);
    expect(mail.subject).toBe('Activate your Pécule account');
    const link = mailer.lastLinkTo(body.email);
    expect(link.origin).toBe('http://pecule.test');
    const activation = await client.get(link.pathname + link.search);
    expect(activation.status).toBe(303);
    expect(activation.headers.location).toBe(`/login?activate=${body.login}`);
    const signedIn = await client.signIn(body.login, body.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      agreedCgu: true,
      language: 'en',
      usageName: body.login,
      profile: { name: 'USER' },
    });
  });

  it('uses an activation code once only', async () => {
    const body = signupRequest();
    await client.post('/api/signup', body);
    const link = mailer.lastLinkTo(body.email);
    await client.get(link.pathname + link.search);
    const again = await client.get(link.pathname + link.search);
    expect(again.headers.location).toBe('/login?activationFailed=1');
  });

  it('answers activationFailed to a wrong code', async () => {
    const body = signupRequest();
    await client.post('/api/signup', body);
    const res = await client.get(`/api/signup/activate?login=${body.login}&code=wrong`);
    expect(res.headers.location).toBe('/login?activationFailed=1');
  });

  it('tells whether a login is available, whatever its case', async () => {
    const body = signupRequest();
    await client.post('/api/signup', body);
    expect((await client.get(`/api/signup/check?login=${body.login.toUpperCase()}`)).body).toEqual({
      value: false,
    });
    expect((await client.get('/api/signup/check?login=free-login-42')).body).toEqual({
      value: true,
    });
  });

  it('refuses a login already taken with UserAlreadyExistException and creates nothing', async () => {
    const body = signupRequest();
    await client.post('/api/signup', body);
    const before = await countUsers();
    const res = await client.post(
      '/api/signup',
      signupRequest({ login: body.login.toUpperCase() }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ messageCode: 'UserAlreadyExistException' });
    expect(await countUsers()).toBe(before);
  });

  const refusals: [string, Partial<ReturnType<typeof signupRequest>>, string][] = [
    ['a login under 6 characters', { login: 'short' }, 'invalid.login'],
    ['a login with a space', { login: 'with space' }, 'invalid.login'],
    ['a login with a zero-width space', { login: 'camille\u200Bdupont' }, 'invalid.login'],
    ['a login with a NUL', { login: 'camille\u0000dupont' }, 'invalid.login'],
    ['a login with a Cyrillic а among Latin', { login: 'cаmille42' }, 'invalid.login'],
    ['a NUL in the service info', { serviceInfo: 'via\u0000 a friend' }, 'ValidationException'],
    ['a password under 6 characters', { password: 'Ab1' }, 'invalid.password'],
    ['a password with a space', { password: 'Budget 2026' }, 'invalid.password'],
    ['a password of one character class', { password: 'abcdefghij' }, 'invalid.password'],
    ['one of the most common passwords', { password: 'Password1' }, 'invalid.password'],
    [
      'an email with uppercase letters',
      { email: 'Camille@example.org' },
      'signup.form.email.uppercase',
    ],
    ['a zip of 4 digits', { zip: '7501' }, 'signup.form.zipcode.invalidZip'],
    ['a zip with a letter', { zip: '7501A' }, 'signup.form.zipcode.invalidZip'],
    ['an age under 15', { age: '14' }, 'signup.form.age.range'],
    ['an age over 99', { age: '100' }, 'signup.form.age.range'],
    ['an age that is not digits', { age: '3O' }, 'signup.form.age.digitsOnly'],
    ['no title', { title: undefined }, 'signup.form.title.isRequired'],
    [
      'four reasons',
      { reasons: ['MANAGE_MY_BUDGET', 'SAVE_MONEY', 'OTHER', 'NO_RESPONSE'] },
      'signup.form.reasons.tooMany',
    ],
    ['terms not accepted', { cgu: false as true }, 'signup.form.cgu.isRequired'],
    [
      'PREMIUM without a version option',
      { version: 'PREMIUM', versionOption: null },
      'signup.form.version.optionRequired',
    ],
    ['a phone with double separators', { phone: '06  12' }, 'param.phone.invalid'],
  ];

  it.each(refusals)(
    'refuses %s with its message code and creates nothing',
    async (_name, overrides, code) => {
      const before = await countUsers();
      const res = await client.post('/api/signup', signupRequest(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ messageCode: code });
      expect(await countUsers()).toBe(before);
    },
  );

  it('answers UserAlreadyExistException when two signups race for one login', async () => {
    const body = signupRequest();
    const answers = await Promise.all([
      client.post('/api/signup', body),
      client.post('/api/signup', { ...body, email: 'other@example.org' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('keeps the account when the mail server fails; a resend works later', async () => {
    const failing = new TestClient(
      createTestApp(ctx.db, {
        clock: clock.read,
        mailer: { kind: 'smtp', send: () => Promise.reject(new Error('SMTP down')) },
      }),
    );
    const body = signupRequest();
    expect((await failing.post('/api/signup', body)).status).toBe(201);
    await client.get(`/api/signup/resend?login=${body.login}`);
    await whenIdle();
    expect(mailer.lastLinkTo(body.email).pathname).toBe('/api/signup/activate');
  });

  it('accepts PREMIUM with a version option', async () => {
    const res = await client.post(
      '/api/signup',
      signupRequest({ version: 'PREMIUM', versionOption: 'PREMIUM_ANNUEL' }),
    );
    expect(res.status).toBe(201);
  });

  it('resends the activation link to an inactive account, the old link stops working', async () => {
    const body = signupRequest();
    await client.post('/api/signup', body);
    const first = mailer.lastLinkTo(body.email);
    expect((await client.get(`/api/signup/resend?login=${body.login}`)).body).toEqual({
      value: true,
    });
    await whenIdle();
    const second = mailer.lastLinkTo(body.email);
    expect(second.search).not.toBe(first.search);
    expect((await client.get(first.pathname + first.search)).headers.location).toBe(
      '/login?activationFailed=1',
    );
    expect((await client.get(second.pathname + second.search)).headers.location).toBe(
      `/login?activate=${body.login}`,
    );
  });

  it('answers a resend before the new link is made and mailed', async () => {
    const body = signupRequest();
    await client.post('/api/signup', body);
    const sent = mailer.sent.length;
    const slowly = new TestClient(
      createTestApp(ctx.db, {
        clock: clock.read,
        mailer: {
          kind: 'outbox',
          send: async (message) => {
            await new Promise((resolve) => setTimeout(resolve, 300));
            await mailer.send(message);
          },
        },
      }),
    );
    expect((await slowly.get(`/api/signup/resend?login=${body.login}`)).status).toBe(200);
    expect(mailer.sent.length).toBe(sent);
    await whenIdle();
    expect(mailer.sent.length).toBe(sent + 1);
  });

  it('answers a resend for an unknown login the same way, sending nothing', async () => {
    const sent = mailer.sent.length;
    const res = await client.get('/api/signup/resend?login=nobody-at-all');
    expect(res.body).toEqual({ value: true });
    await whenIdle();
    expect(mailer.sent.length).toBe(sent);
  });

  it('limits resends per login with 429', async () => {
    const body = signupRequest();
    await client.post('/api/signup', body);
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push((await client.get(`/api/signup/resend?login=${body.login}`)).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('limits signups per IP with 429 too.many.requests', async () => {
    const fresh = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
    let last = await fresh.post('/api/signup', signupRequest());
    for (let i = 0; i < 25 && last.status !== 429; i += 1)
      last = await fresh.post('/api/signup', signupRequest());
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ messageCode: 'too.many.requests' });
  });

  it('serves the current terms to anonymous visitors in both languages', async () => {
    const app = createTestApp(ctx.db);
    const fr = await request(app).get('/api/cgu/current');
    const en = await request(app).get('/api/cgu/current?language=en');
    expect(fr.body.content).toContain('Conditions générales');
    expect(en.body.content).toContain('terms of use');
    expect(fr.body.date).toBe('2026-01-01');
  });
});
