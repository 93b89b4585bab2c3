import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { countStatements } from '../../test/statement-counter';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

// GET /api/user reads its subscriptions and terms agreement in the session's one statement
// (session-user.repository.ts); the subscriptions' own read runs only when one is live.

describeOnDatabases('GET /api/user from the session read', (ctx) => {
  async function signedIn() {
    const counter = countStatements(ctx.db);
    const user = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(counter.db));
    await client.signIn(user.login, user.password);
    // The profiles' functionalities, reference data read once per database, are read by now.
    expect((await client.get('/api/user')).status).toBe(200);
    return { counter, user, client };
  }

  const subscribe = (userId: number, deleted: 0 | 1) =>
    ctx.db.kysely
      .insertInto('subscriptions')
      .values({ userId, type: 'PREMIUM', amount: 299, subscrDate: '2025-01-02', deleted })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('answers a user without subscription in one statement, with none listed', async () => {
    const { counter, client } = await signedIn();
    counter.reset();
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.subscriptions).toEqual([]);
    expect(counter.statements, counter.statements.join('\n')).toHaveLength(1);
  });

  it('lists the live subscriptions, never the deleted ones', async () => {
    const { counter, user, client } = await signedIn();
    await subscribe(user.id, 1);
    counter.reset();
    expect((await client.get('/api/user')).body.subscriptions).toEqual([]);
    expect(counter.statements).toHaveLength(1);
    const live = await subscribe(user.id, 0);
    const me = (await client.get('/api/user')).body;
    expect(me.subscriptions.map((s: { subscriptionId: number }) => s.subscriptionId)).toEqual([
      live.id,
    ]);
  });
});
