import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { appBehindProxy, guessFromAfar, signInFrom } from '../../test/sign-in-fixtures';
import { TestClient, TestClock, givenUser } from '../../test/test-app';

const MINUTE = 60_000;

/** Each test on its own day, so fixed windows of one never count for another. */
const clockOnDay = (day: number) => new TestClock(Date.parse(`2026-06-${day}T10:00:00Z`));

describeOnDatabases('sign-in limits against a guesser', (ctx) => {
  it('let only one of concurrent guesses through each opening of the slowdown', async () => {
    const clock = clockOnDay(18);
    const app = appBehindProxy(ctx.db, clock);
    const user = await givenUser(ctx.db);
    await guessFromAfar(app, '203.0.113', user.login, 10);
    clock.advance(MINUTE);
    const burst = Array.from({ length: 8 }, (_, i) =>
      signInFrom(new TestClient(app), `198.18.4.${i}`, user.login, `Wrong-${i}`),
    );
    const statuses = (await Promise.all(burst)).map((res) => res.status).sort();
    expect(statuses).toEqual([401, ...Array(7).fill(429)]);
  });

  it('stop a guesser at ten wrong passwords per login from one address', async () => {
    const clock = clockOnDay(14);
    const app = appBehindProxy(ctx.db, clock);
    const user = await givenUser(ctx.db);
    const guesser = new TestClient(app);
    for (let i = 0; i < 10; i += 1) {
      expect((await signInFrom(guesser, '198.18.0.1', user.login, `Wrong-${i}`)).status).toBe(401);
    }
    clock.advance(10 * MINUTE);
    const refused = await signInFrom(guesser, '198.18.0.1', user.login, user.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ messageCode: 'too.many.requests' });
  });

  it('stop a guesser at a hundred tries per address, whatever the logins', async () => {
    const clock = clockOnDay(15);
    const app = appBehindProxy(ctx.db, clock);
    const user = await givenUser(ctx.db);
    const guesser = new TestClient(app);
    for (let i = 0; i < 100; i += 1) {
      expect((await signInFrom(guesser, '198.18.0.2', `nobody${i}`, 'Wrong')).status).toBe(401);
    }
    const refused = await signInFrom(guesser, '198.18.0.2', user.login, user.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ messageCode: 'too.many.requests' });
  }, 60_000);

  it('give a stolen device cookie ten guesses, then only the ordinary limits', async () => {
    const clock = clockOnDay(16);
    const app = appBehindProxy(ctx.db, clock);
    const user = await givenUser(ctx.db);
    const device = new TestClient(app);
    await signInFrom(device, '198.51.100.9', user.login, user.password);
    await device.post('/api/logout');
    for (let i = 0; i < 10; i += 1) {
      const res = await signInFrom(device, `198.18.1.${i}`, user.login, `Wrong-${i}`);
      expect(res.status).toBe(401);
    }
    await guessFromAfar(app, '203.0.113', user.login, 10);
    const after = await signInFrom(device, '198.51.100.9', user.login, user.password);
    expect(after.status).toBe(429);
  });

  it("give a browser known to another account no way past this one's slowdown", async () => {
    const clock = clockOnDay(17);
    const app = appBehindProxy(ctx.db, clock);
    const [user, housemate] = [await givenUser(ctx.db), await givenUser(ctx.db)];
    const shared = new TestClient(app);
    await signInFrom(shared, '198.51.100.10', housemate.login, housemate.password);
    await shared.post('/api/logout');
    await guessFromAfar(app, '203.0.113', user.login, 10);
    const res = await signInFrom(shared, '198.51.100.10', user.login, user.password);
    expect(res.status).toBe(429);
  });
});

describeOnDatabases('wrong passwords from one browser', (ctx) => {
  it('count only failures: signing in clears the count', async () => {
    const user = await givenUser(ctx.db);
    const client = new TestClient(appBehindProxy(ctx.db, clockOnDay(20)));
    for (let i = 0; i < 15; i += 1) {
      expect((await client.signIn(user.login, user.password)).status).toBe(200);
    }
  });

  it('keep other logins working from the same address', async () => {
    const victim = await givenUser(ctx.db);
    const other = await givenUser(ctx.db);
    const client = new TestClient(appBehindProxy(ctx.db, clockOnDay(21)));
    for (let i = 0; i < 12; i += 1) await client.signIn(victim.login, 'Wrong-1');
    expect((await client.signIn(other.login, other.password)).status).toBe(200);
  });

  it('give no spelling of a login more than 10 guesses (padding, case, full-width)', async () => {
    const user = await givenUser(ctx.db, { login: `padded${Date.now() % 100000}` });
    const client = new TestClient(appBehindProxy(ctx.db, clockOnDay(22)));
    const wide = [...user.login].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));
    const spellings = [
      user.login,
      ` ${user.login}`,
      `  ${user.login}`,
      `${user.login} `,
      user.login.toUpperCase(),
      wide.join(''),
      `\t${wide.join('').toUpperCase()}\u3000`,
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      statuses.push((await client.signIn(spellings[i % spellings.length]!, `Wrong-${i}`)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(4).fill(429));
  });
});
