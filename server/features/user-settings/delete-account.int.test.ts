import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { generateUserData } from '../demo/demo.service';
import { TestClient, createTestApp, givenAccount, givenUser } from '../../test/test-app';

describeOnDatabases('account deletion', (ctx) => {
  let client: TestClient;
  let user: { id: number; login: string; password: string };
  const remove = (id: number, query: Record<string, string>) =>
    client.delete(`/api/users/${id}?${new URLSearchParams(query)}`);

  beforeEach(async () => {
    user = await givenUser(ctx.db);
    client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
  });

  const refusals: [string, Record<string, string>, string][] = [
    ['no reason', {}, 'param.delete.modal.error.no-reason-choose'],
    [
      'OTHER without comment',
      { reason: 'OTHER', comment: '  ' },
      'param.delete.modal.error.no-comment',
    ],
    [
      'a comment over 500 characters',
      { reason: 'PRIVACY', comment: 'x'.repeat(501) },
      'param.delete.modal.error.comment-too-long',
    ],
    ['a wrong password', { reason: 'PRIVACY', password: 'Wrong-123' }, 'InvalidPasswordException'],
  ];

  it.each(refusals)('refuses %s and deletes nothing', async (_name, query, code) => {
    const res = await remove(user.id, { password: user.password, ...query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ messageCode: code });
    expect((await client.get('/api/user')).status).toBe(200);
  });

  // DELETE /api/users/{another id} is the admin's deletion: 403 to anyone else.
  it("answers 403 for another user's id, deleting nothing", async () => {
    const other = await givenUser(ctx.db);
    const res = await remove(other.id, { password: user.password, reason: 'PRIVACY' });
    expect(res.status).toBe(403);
    const stillThere = await ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('id', '=', other.id)
      .execute();
    expect(stillThere).toHaveLength(1);
  });

  it('deletes the account and everything it owns, ends the session, keeps the reason alone', async () => {
    await givenAccount(ctx.db, user.id, 'Courant');
    const res = await remove(user.id, {
      password: user.password,
      reason: 'OTHER',
      comment: 'Je pars',
    });
    expect(res.status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.signIn(user.login, user.password)).body).toEqual({
      messageCode: 'BadCredentialsException',
    });
    for (const table of [
      'users',
      'sessions',
      'banks',
      'accounts',
      'preferences',
      'userRoles',
    ] as const) {
      const column = table === 'users' ? 'id' : 'userId';
      const rows = await ctx.db.kysely
        .selectFrom(table)
        .select(column as never)
        .where(column as never, '=', user.id as never)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const feedback = await ctx.db.kysely
      .selectFrom('accountDeletions')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(feedback).toMatchObject({ reason: 'OTHER', comment: 'Je pars' });
  });

  it('deletes a user holding transfers, split parts, planned operations and budgets', async () => {
    await generateUserData(ctx.db.kysely, user.id, { operations: 300, seed: 7 });
    const res = await remove(user.id, { password: user.password, reason: 'PRIVACY' });
    expect(res.status).toBe(204);
    for (const table of ['operations', 'categories', 'echeances', 'budgets', 'payees'] as const) {
      const rows = await ctx.db.kysely
        .selectFrom(table)
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });
});
