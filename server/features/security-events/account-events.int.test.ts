import { beforeEach, expect, it } from 'vitest';
import { whenIdle } from '../../jobs/background';
import { describeOnDatabases } from '../../test/databases';
import { memoryLogger, type MemoryLogger } from '../../test/memory-logger';
import { expectEventRecorded } from '../../test/security-event-checks';
import { MemoryMailer, TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';
import { DAY_MS } from '../../../contract/dates';

const ADDRESS = '203.0.113.7';
const NEW_PASSWORD = 'Nouveau-42';
type User = { id: number; login: string; password: string };

describeOnDatabases('security events of one’s own account', (ctx) => {
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  let log: MemoryLogger;
  let user: User;
  let at: string;
  let email: string;

  /** A browser behind the trusted proxy, at ADDRESS. */
  const browser = () =>
    new TestClient(
      createTestApp(ctx.db, {
        clock: clock.read,
        mailer,
        logger: log.logger,
        env: { TRUST_PROXY: 'loopback' },
      }),
    );
  const post = (client: TestClient, path: string, body: object) =>
    client.send('post', path, body, { 'X-Forwarded-For': ADDRESS });
  const account = () => ({ login: user.login, userId: user.id, address: ADDRESS });

  beforeEach(async () => {
    clock.advance(3 * DAY_MS);
    at = new Date(clock.now).toISOString();
    log = memoryLogger();
    email = `p${Math.random().toString(36).slice(2, 10)}@example.org`;
    user = await givenUser(ctx.db, { email });
  });

  it('journals a password change, failed then done, and the other session it ends', async () => {
    const client = browser();
    const elsewhere = browser();
    await client.signIn(user.login, user.password);
    await elsewhere.signIn(user.login, user.password);
    const change = (oldPassword: string) =>
      post(client, '/api/updatePassword', { oldPassword, newPassword: NEW_PASSWORD });
    expect((await change('Wrong-123')).status).toBe(400);
    expect((await change(user.password)).status).toBe(200);
    const type = 'PASSWORD_CHANGE';
    await expectEventRecorded(ctx.db, log, { type, ...account(), outcome: 'failure' }, at);
    await expectEventRecorded(ctx.db, log, { type, ...account(), outcome: 'success' }, at);
    const details = { cause: type, sessions: 1 };
    const ended = { type: 'SESSION_ENDED', ...account(), outcome: 'success' as const, details };
    await expectEventRecorded(ctx.db, log, ended, at);
    const written = JSON.stringify(log.entries());
    for (const secret of [user.password, NEW_PASSWORD]) expect(written).not.toContain(secret);
  });

  it('journals a password reset, a wrong code then the right one, ending open sessions', async () => {
    const elsewhere = browser();
    await elsewhere.signIn(user.login, user.password);
    const client = browser();
    await client.get(`/api/resetPassword/request?email=${encodeURIComponent(email)}`);
    await whenIdle();
    const code = mailer.lastLinkTo(email).searchParams.get('code')!;
    const perform = (c: string) =>
      post(client, '/api/resetPassword/perform', {
        login: user.login,
        code: c,
        password: NEW_PASSWORD,
      });
    expect((await perform('000000')).status).toBe(400);
    expect((await perform(code)).status).toBe(200);
    const type = 'PASSWORD_RESET';
    await expectEventRecorded(ctx.db, log, { type, ...account(), outcome: 'failure' }, at);
    await expectEventRecorded(ctx.db, log, { type, ...account(), outcome: 'success' }, at);
    const details = { cause: type, sessions: 1 };
    const ended = { type: 'SESSION_ENDED', ...account(), outcome: 'success' as const, details };
    await expectEventRecorded(ctx.db, log, ended, at);
    const written = JSON.stringify(log.entries());
    for (const secret of [code, NEW_PASSWORD]) expect(written).not.toContain(secret);
  });

  it('journals an email change: its request, a wrong code, and its confirmation', async () => {
    const client = browser();
    await client.signIn(user.login, user.password);
    const newEmail = `n${Date.now() % 1e6}@example.org`;
    await post(client, '/api/updateEmail', { email: newEmail, password: user.password });
    const code = mailer.lastLinkTo(newEmail).searchParams.get('confirmEmail')!;
    expect((await post(client, '/api/updateEmail/confirm', { code: 'nope' })).status).toBe(400);
    expect((await post(client, '/api/updateEmail/confirm', { code })).status).toBe(200);
    const type = 'EMAIL_CHANGE';
    const request = {
      type,
      ...account(),
      outcome: 'success' as const,
      details: { step: 'request' },
    };
    await expectEventRecorded(ctx.db, log, request, at);
    const wrong = { type, ...account(), outcome: 'failure' as const, details: { step: 'confirm' } };
    await expectEventRecorded(ctx.db, log, wrong, at);
    await expectEventRecorded(ctx.db, log, { ...wrong, outcome: 'success' }, at);
    expect(JSON.stringify(log.entries())).not.toContain(code);
  });
});
