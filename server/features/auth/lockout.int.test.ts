import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';

const MINUTE = 60_000;

describeOnDatabases('repeated wrong passwords', (ctx) => {
  it('lock the account: the correct password fails until the lock expires', async () => {
    const clock = new TestClock();
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
    const answers: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await client.signIn(user.login, `Wrong-${i}`);
      answers.push(res.status === 429 ? '429' : res.body.messageCode);
    }
    expect(answers.slice(0, 10).every((a) => a === 'BadCredentialsException')).toBe(true);
    expect(answers.slice(10).every((a) => a === '429' || a === 'LockedException')).toBe(true);

    const during = await client.signIn(user.login, user.password);
    expect([429, 401]).toContain(during.status);
    expect(during.body.messageCode).not.toBe('BadCredentialsException');
    clock.advance(14 * MINUTE);
    const stillLocked = await client.signIn(user.login, user.password);
    expect(stillLocked.status).not.toBe(200);

    clock.advance(2 * MINUTE);
    const after = await client.signIn(user.login, user.password);
    expect(after.status).toBe(200);
  });

  it('count only failures: signing in clears the count', async () => {
    const clock = new TestClock();
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
    for (let i = 0; i < 15; i += 1) {
      expect((await client.signIn(user.login, user.password)).status).toBe(200);
    }
  });

  it('keep other logins working from the same address', async () => {
    const clock = new TestClock();
    const victim = await givenUser(ctx.db);
    const other = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
    for (let i = 0; i < 12; i += 1) await client.signIn(victim.login, 'Wrong-1');
    expect((await client.signIn(other.login, other.password)).status).toBe(200);
  });

  it('give no spelling of a login more than 10 guesses (padding, case, full-width)', async () => {
    const clock = new TestClock();
    const user = await givenUser(ctx.db, { login: `padded${Date.now() % 100000}` });
    const client = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
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
