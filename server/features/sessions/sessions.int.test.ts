import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { givenUser } from '../../test/test-app';
import { findSessionPrincipal } from '../auth/current-user.service';
import { closeAllSessionsOf, openSession, purgeExpiredSessions } from './sessions.service';

const policy = { idleMinutes: 30, maxHours: 12 };
const MINUTE = 60_000;
const t0 = Date.parse('2026-01-01T08:00:00Z');

describeOnDatabases('sessions', (ctx) => {
  const userOf = async (token: string, now: number) =>
    (await findSessionPrincipal(ctx.db.kysely, token, policy, now))?.idUser;

  it('stays alive while used and ends after 30 idle minutes', async () => {
    const { id } = await givenUser(ctx.db);
    const token = await openSession(ctx.db.kysely, id, policy, t0);
    expect(await userOf(token, t0 + 20 * MINUTE)).toBe(id);
    expect(await userOf(token, t0 + 45 * MINUTE)).toBe(id);
    expect(await userOf(token, t0 + 80 * MINUTE)).toBeUndefined();
  });

  it('ends after the absolute lifetime however active', async () => {
    const { id } = await givenUser(ctx.db);
    const token = await openSession(ctx.db.kysely, id, policy, t0);
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      expect(await userOf(token, t0 + minutes * MINUTE)).toBe(id);
    }
    expect(await userOf(token, t0 + 12 * 60 * MINUTE)).toBeUndefined();
  });

  it('keeps only a hash of the token', async () => {
    const { id } = await givenUser(ctx.db);
    const token = await openSession(ctx.db.kysely, id, policy, t0);
    const rows = await ctx.db.kysely.selectFrom('sessions').select('id').execute();
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('ends every session of a user at once', async () => {
    const { id } = await givenUser(ctx.db);
    const tokens = [
      await openSession(ctx.db.kysely, id, policy),
      await openSession(ctx.db.kysely, id, policy),
    ];
    await closeAllSessionsOf(ctx.db.kysely, id);
    for (const token of tokens) expect(await userOf(token, Date.now())).toBeUndefined();
  });

  it('purges expired sessions', async () => {
    const { id } = await givenUser(ctx.db);
    await openSession(ctx.db.kysely, id, policy, t0 - 24 * 60 * MINUTE);
    await purgeExpiredSessions(ctx.db.kysely, t0);
    const left = await ctx.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('expiresAt', '<', new Date(t0).toISOString())
      .execute();
    expect(left).toEqual([]);
  });
});
