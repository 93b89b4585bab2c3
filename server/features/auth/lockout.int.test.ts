import { expect, it } from 'vitest';
import { whenIdle } from '../../jobs/background';
import { describeOnDatabases } from '../../test/databases';
import { appBehindProxy, guessFromAfar, signInFrom } from '../../test/sign-in-fixtures';
import { MemoryMailer, TestClient, TestClock, givenUser } from '../../test/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Each test on its own day, so fixed windows of one never count for another. */
const clockOnDay = (day: number) => new TestClock(Date.parse(`2026-06-${day}T10:00:00Z`));

describeOnDatabases('wrong passwords from elsewhere', (ctx) => {
  it('never keep the owner out of a browser he signed in with before', async () => {
    const clock = clockOnDay(10);
    const app = appBehindProxy(ctx.db, clock);
    const user = await givenUser(ctx.db);
    const owner = new TestClient(app);
    expect((await signInFrom(owner, '198.51.100.7', user.login, user.password)).status).toBe(200);
    await owner.post('/api/logout');

    const statuses = await guessFromAfar(app, '203.0.113', user.login, 30);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);

    expect((await signInFrom(owner, '198.51.100.7', user.login, user.password)).status).toBe(200);
    await owner.post('/api/logout');
    expect((await signInFrom(owner, '192.0.2.99', user.login, user.password)).status).toBe(200);
  });

  it('let the owner in from a new browser after a bounded wait, told by Retry-After', async () => {
    const clock = clockOnDay(11);
    const app = appBehindProxy(ctx.db, clock);
    const user = await givenUser(ctx.db);
    await guessFromAfar(app, '203.0.113', user.login, 10);

    const stranger = new TestClient(app);
    const first = await signInFrom(stranger, '192.0.2.50', user.login, user.password);
    expect(first.status).toBe(429);
    expect(first.body).toMatchObject({ messageCode: 'too.many.requests' });
    const wait = Number(first.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    clock.advance(wait * 1000);
    expect((await signInFrom(stranger, '192.0.2.50', user.login, user.password)).status).toBe(200);
  });

  it('slow a sustained attack to a few guesses an hour, and the known browser still gets in', async () => {
    const clock = clockOnDay(12);
    const app = appBehindProxy(ctx.db, clock);
    const user = await givenUser(ctx.db);
    const owner = new TestClient(app);
    await signInFrom(owner, '198.51.100.8', user.login, user.password);
    let guesses = 0;
    const end = clock.now + 6 * HOUR;
    for (let i = 0; clock.now < end; i += 1) {
      const res = await signInFrom(
        new TestClient(app),
        `203.0.113.${i % 250}`,
        user.login,
        'Wrong',
      );
      if (res.status === 401) guesses += 1;
      clock.advance(res.status === 429 ? Number(res.headers['retry-after']) * 1000 : 1000);
    }
    expect(guesses).toBeLessThanOrEqual(10 + 6 * 4 + 6);
    expect((await signInFrom(owner, '198.51.100.8', user.login, user.password)).status).toBe(200);
  }, 60_000);

  it('let the new password in right after a reset, and keep the resetting browser known', async () => {
    const clock = clockOnDay(13);
    const mailer = new MemoryMailer();
    const app = appBehindProxy(ctx.db, clock, { mailer });
    const email = `owner${Date.now() % 100000}@example.org`;
    const user = await givenUser(ctx.db, { email });
    await guessFromAfar(app, '203.0.113', user.login, 15);

    const owner = new TestClient(app);
    await owner.get(`/api/resetPassword/request?email=${encodeURIComponent(email)}`);
    await whenIdle();
    const link = mailer.lastLinkTo(email);
    const reset = await owner.post('/api/resetPassword/perform', {
      login: user.login,
      code: link.searchParams.get('code'),
      password: 'Nouveau-4821',
    });
    expect(reset.status).toBe(200);
    const elsewhere = new TestClient(app);
    const newPassword = (client: TestClient, address: string) =>
      signInFrom(client, address, user.login, 'Nouveau-4821');
    expect((await newPassword(elsewhere, '192.0.2.61')).status).toBe(200);

    await guessFromAfar(app, '203.0.114', user.login, 15);
    expect((await newPassword(owner, '192.0.2.60')).status).toBe(200);
  });
});
