import { beforeEach, expect, it } from 'vitest';
import { givenAdmin } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { memoryLogger, type MemoryLogger } from '../../test/memory-logger';
import { expectEventRecorded } from '../../test/security-event-checks';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';
import { DAY_MS } from '../../../contract/dates';

const ADDRESS = '198.51.100.4';
type User = { id: number; login: string; password: string };

describeOnDatabases('security events of admin actions', (ctx) => {
  const clock = new TestClock();
  let log: MemoryLogger;
  let admin: User;
  let target: User;
  let client: TestClient;
  let at: string;

  const app = () =>
    createTestApp(ctx.db, {
      clock: clock.read,
      logger: log.logger,
      env: { TRUST_PROXY: 'loopback' },
    });
  const post = (path: string) => client.send('post', path, {}, { 'X-Forwarded-For': ADDRESS });

  beforeEach(async () => {
    clock.advance(DAY_MS);
    at = new Date(clock.now).toISOString();
    log = memoryLogger();
    admin = await givenAdmin(ctx.db);
    target = await givenUser(ctx.db);
    client = new TestClient(app());
    await client.signIn(admin.login, admin.password);
    await new TestClient(app()).signIn(target.login, target.password);
  });

  function adminAction(action: string) {
    const details = { action, targetLogin: target.login, targetUserId: target.id };
    return {
      type: 'ADMIN_ACTION',
      login: admin.login,
      userId: admin.id,
      address: ADDRESS,
      details,
    };
  }

  function sessionsEnded(cause: string) {
    const details = { cause, sessions: 1 };
    return {
      type: 'SESSION_ENDED',
      login: target.login,
      userId: target.id,
      address: ADDRESS,
      details,
    };
  }

  it('journals a lock as an admin action that ends the target’s session, audit log kept', async () => {
    expect((await post(`/api/users/${target.id}/toggleLock`)).status).toBe(200);
    await expectEventRecorded(ctx.db, log, { ...adminAction('USER_LOCK'), outcome: 'success' }, at);
    await expectEventRecorded(
      ctx.db,
      log,
      { ...sessionsEnded('USER_LOCK'), outcome: 'success' },
      at,
    );
    const audit = await ctx.db.kysely
      .selectFrom('adminAuditLog')
      .select(['action', 'adminLogin'])
      .where('targetUserId', '=', target.id)
      .execute();
    expect(audit).toEqual([{ action: 'USER_LOCK', adminLogin: admin.login }]);
  });

  it('journals a deletion, which outlives the deleted account', async () => {
    const res = await client.send('delete', `/api/users/${target.id}`, undefined, {
      'X-Forwarded-For': ADDRESS,
    });
    expect(res.status).toBe(204);
    await expectEventRecorded(
      ctx.db,
      log,
      { ...adminAction('USER_DELETE'), outcome: 'success' },
      at,
    );
    await expectEventRecorded(
      ctx.db,
      log,
      { ...sessionsEnded('USER_DELETE'), outcome: 'success' },
      at,
    );
  });

  it('journals every audited action, such as an activation', async () => {
    await post(`/api/users/${target.id}/activate`);
    await expectEventRecorded(
      ctx.db,
      log,
      { ...adminAction('USER_ACTIVATE'), outcome: 'success' },
      at,
    );
    expect(log.securityEvents().filter((e) => e.securityEvent === 'SESSION_ENDED')).toEqual([]);
  });
});
