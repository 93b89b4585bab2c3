import { expect, it } from 'vitest';
import { encodePassword } from '../../../contract/auth';
import { describeOnDatabases } from '../../test/databases';
import { memoryLogger } from '../../test/memory-logger';
import { appBehindProxy, signInFrom } from '../../test/sign-in-fixtures';
import { TestClient, TestClock, givenUser } from '../../test/test-app';

const at = (day: number) => new TestClock(Date.parse(`2026-07-${day}T08:00:00Z`));

describeOnDatabases('sign-in security events', (ctx) => {
  const eventsOf = (login: string) =>
    ctx.db.kysely
      .selectFrom('securityEvents')
      .select(['type', 'login', 'userId', 'address', 'outcome', 'details', 'createdAt'])
      .where('login', '=', login)
      .orderBy('id')
      .execute();

  it('journal a wrong password, an unknown login and a success, never the password', async () => {
    const log = memoryLogger();
    const app = appBehindProxy(ctx.db, at(11), { logger: log.logger });
    const user = await givenUser(ctx.db, { login: `Journal${Date.now() % 100000}` });
    const client = new TestClient(app);
    await signInFrom(client, '203.0.113.5', ` ${user.login.toUpperCase()}`, 'Wrong-Secret-77');
    await signInFrom(client, '203.0.113.5', `${user.login}-nobody`, 'Wrong-Secret-77');
    await signInFrom(client, '198.51.100.5', user.login, user.password);

    const key = user.login.toLowerCase();
    expect(await eventsOf(key)).toEqual([
      expect.objectContaining({
        type: 'SIGN_IN_FAILURE',
        userId: user.id,
        address: '203.0.113.5',
        outcome: 'failure',
        createdAt: '2026-07-11T08:00:00.000Z',
      }),
      expect.objectContaining({ type: 'SIGN_IN_SUCCESS', userId: user.id, outcome: 'success' }),
    ]);
    expect(await eventsOf(`${key}-nobody`)).toEqual([
      expect.objectContaining({ type: 'SIGN_IN_FAILURE', userId: null, outcome: 'failure' }),
    ]);
    const logged = JSON.stringify(log.entries());
    for (const secret of ['Wrong-Secret-77', encodePassword('Wrong-Secret-77'), user.password]) {
      expect(logged).not.toContain(secret);
    }
    expect(log.securityEvents().map((e) => e.securityEvent)).toEqual([
      'SIGN_IN_FAILURE',
      'SIGN_IN_FAILURE',
      'SIGN_IN_SUCCESS',
    ]);
  });

  it('journal the throttling once when it begins, with the limit that refused', async () => {
    const app = appBehindProxy(ctx.db, at(12));
    const user = await givenUser(ctx.db);
    const guesser = new TestClient(app);
    for (let i = 0; i < 13; i += 1) {
      await signInFrom(guesser, '198.18.2.1', user.login, `Wrong-${i}`);
    }
    const throttled = (await eventsOf(user.login.toLowerCase())).filter(
      (e) => e.type === 'SIGN_IN_THROTTLED',
    );
    expect(throttled).toEqual([
      expect.objectContaining({
        userId: user.id,
        address: '198.18.2.1',
        outcome: 'refused',
        details: '{"limit":"pair"}',
      }),
    ]);
  });
});
