import { beforeAll, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { memoryLogger } from '../../test/memory-logger';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';
import { recordSecurityEvent, type SecurityEvent } from './security-events.service';
import { DAY_MS } from '../../../contract/dates';

const START = Date.parse('2026-03-10T08:00:00.000Z');

describeOnDatabases('the security journal', (ctx) => {
  let client: TestClient;
  const base = { login: 'Camille', userId: 4242, address: '192.0.2.1' } as const;

  beforeAll(async () => {
    ({ client } = await signedInAdmin(ctx.db));
    const events: [SecurityEvent, number][] = [
      [{ ...base, type: 'SIGN_IN_FAILURE', outcome: 'failure' }, START],
      [{ ...base, type: 'SIGN_IN_SUCCESS', outcome: 'success' }, START + DAY_MS],
      [{ ...base, type: 'PASSWORD_CHANGE', outcome: 'success' }, START + 2 * DAY_MS],
      [
        { ...base, login: 'other', userId: 7, type: 'SIGN_IN_FAILURE', outcome: 'failure' },
        START + 3 * DAY_MS,
      ],
      [
        { ...base, login: 'x', userId: null, type: 'SIGN_IN_THROTTLED', outcome: 'refused' },
        START + 4 * DAY_MS,
      ],
    ];
    const { logger } = memoryLogger();
    for (const [event, at] of events) await recordSecurityEvent(ctx.db.kysely, logger, event, at);
  });

  /** Within March: the admin's own sign-in, at today's date, may be journalled too. */
  const journal = async (query: string) => {
    const res = await client.get(`/api/admin/security-events?${query}&to=2026-04-01T00:00:00Z`);
    expect(res.status).toBe(200);
    return res.body as {
      entries: { type: string; login: string; createdAt: string }[];
      total: number;
    };
  };
  const types = (page: { entries: { type: string }[] }) => page.entries.map((e) => e.type);

  it('lists the newest first, a page at a time, with the total', async () => {
    const first = await journal('size=2');
    expect(first.total).toBe(5);
    expect(types(first)).toEqual(['SIGN_IN_THROTTLED', 'SIGN_IN_FAILURE']);
    expect(first.entries[0]).toMatchObject({
      createdAt: '2026-03-14T08:00:00.000Z',
      outcome: 'refused',
    });
    expect(types(await journal('size=2&page=2'))).toEqual(['SIGN_IN_FAILURE']);
  });

  it('filters by user, typed as a login in any case or as an id', async () => {
    const byLogin = await journal('user=%20CAMILLE');
    expect(byLogin.total).toBe(3);
    expect(byLogin.entries.every((e) => e.login === 'camille')).toBe(true);
    expect((await journal('user=7')).entries.map((e) => e.login)).toEqual(['other']);
  });

  it('filters by type and by period, the end excluded; an empty field filters nothing', async () => {
    expect((await journal('type=SIGN_IN_FAILURE')).total).toBe(2);
    const period = await client.get(
      '/api/admin/security-events?from=2026-03-11T00:00:00Z&to=2026-03-13T08:00:00Z&user=&type=',
    );
    expect(types(period.body)).toEqual(['PASSWORD_CHANGE', 'SIGN_IN_SUCCESS']);
    expect((await journal('from=2026-03-14T08:00:00Z')).total).toBe(1);
  });

  it('refuses a bad filter with a message code, and anyone but an admin', async () => {
    for (const query of ['type=NOPE', 'from=2026-03-11', `user=${'a'.repeat(101)}`]) {
      const res = await client.get(`/api/admin/security-events?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ messageCode: 'admin.securityJournal.invalidFilter' });
    }
    const person = await givenUser(ctx.db);
    const user = new TestClient(createTestApp(ctx.db));
    await user.signIn(person.login, person.password);
    expect((await user.get('/api/admin/security-events')).status).toBe(403);
  });
});
