import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { countStatements } from '../../test/statement-counter';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';

// The session's one statement (session-user.repository.ts) keeps every rule of the session:
// idle expiry, an account turned inactive or locked refused at its next request, last-seen
// written at most once a minute.

const MINUTE = 60_000;

describeOnDatabases('the session read of every request', (ctx) => {
  async function signedIn() {
    const clock = new TestClock();
    const counter = countStatements(ctx.db);
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(counter.db, { clock: clock.read }));
    await client.signIn(user.login, user.password);
    expect((await client.get('/api/account')).status).toBe(200);
    return { clock, counter, user, client };
  }

  const lastSeenOf = async (userId: number) =>
    (
      await ctx.db.kysely
        .selectFrom('sessions')
        .select('lastSeenAt')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).lastSeenAt;

  it('writes last-seen at most once a minute, and keeps the session alive by it', async () => {
    const { clock, counter, user, client } = await signedIn();
    const first = await lastSeenOf(user.id);
    clock.advance(30_000);
    counter.reset();
    expect((await client.get('/api/user')).status).toBe(200);
    expect(counter.statements.filter((sql) => /^update/i.test(sql))).toEqual([]);
    expect(await lastSeenOf(user.id)).toBe(first);
    clock.advance(40_000);
    counter.reset();
    expect((await client.get('/api/user')).status).toBe(200);
    expect(counter.statements.filter((sql) => /^update "sessions"/i.test(sql))).toHaveLength(1);
    expect(await lastSeenOf(user.id)).toBe(new Date(clock.now).toISOString());
    clock.advance(25 * MINUTE);
    expect((await client.get('/api/account')).status).toBe(200);
  });

  it('ends the session after the idle time', async () => {
    const { clock, client } = await signedIn();
    clock.advance(31 * MINUTE);
    expect((await client.get('/api/account')).status).toBe(401);
    clock.advance(-31 * MINUTE);
    expect((await client.get('/api/account')).status).toBe(401);
  });

  it('refuses the next request of an account turned inactive or locked', async () => {
    for (const change of [{ active: 0 }, { locked: 1 }] as const) {
      const { user, client } = await signedIn();
      await ctx.db.kysely.updateTable('users').set(change).where('id', '=', user.id).execute();
      expect((await client.get('/api/account')).status).toBe(401);
      expect((await client.get('/api/user')).status).toBe(401);
    }
  });
});
