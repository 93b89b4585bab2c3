import { expect, it } from 'vitest';
import { ProfileName, Role } from '../../../contract/access';
import { AggregatorError, type Aggregator } from '../../integrations/aggregator/aggregator';
import { sandboxBank } from '../../integrations/aggregator/sandbox-bank';
import { biWorld, throughWebview, type BiWorld } from '../../test/bi-fixtures';
import { expectBooksHold } from '../../test/books-invariants';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, givenAccount } from '../../test/test-app';
import { syncSettled } from './bi-sync-runner';
import { DAY_MS } from '../../../contract/dates';

describeOnDatabases('bank sync: synchronisations', (ctx) => {
  async function linked(world: BiWorld = biWorld(ctx.db), more: object = {}) {
    const { client, id } = await world.signedIn(more);
    const { connectionId } = await throughWebview(client);
    const courant = await givenAccount(ctx.db, id, 'Courant');
    const a = connectionId * 10 + 1;
    const saved = await client.post('/api/bi/accounts', [
      { originId: a, targetAccountId: courant, type: 'ALL_AVAILABLE' },
      { originId: a + 1, targetAccountId: -100, type: 'ALL_AVAILABLE' },
    ]);
    expect(saved.status).toBe(200);
    return { world, client, id, courant, a, connectionId };
  }
  const accountRow = (id: number) =>
    ctx.db.kysely
      .selectFrom('accounts')
      .select(['biSyncError', 'lastBiSyncDate'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const operations = (accountId: number) =>
    ctx.db.kysely
      .selectFrom('operations')
      .select(['biTransactionId', 'biPending', 'amount'])
      .where('accountId', '=', accountId)
      .execute();

  it('saving starts a sync: 202 while it runs, 200 after; lines written once, books exact', async () => {
    const bank = sandboxBank();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gated: Aggregator = Object.assign(Object.create(bank) as Aggregator, {
      syncConnection: async (token: string, connectionId: number) => {
        await gate;
        return bank.syncConnection(token, connectionId);
      },
    });
    const world = biWorld(ctx.db, { aggregator: gated });
    const { client, id, courant } = await linked({ ...world, bank });
    const pending = await client.get('/api/bi/accounts/status');
    expect(pending.status).toBe(202);
    expect(pending.body.status).toBe('PENDING');
    release();
    await syncSettled(ctx.db, id);
    const done = await client.get('/api/bi/accounts/status');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'DONE', lastSyncDate: expect.any(String) });
    const first = await operations(courant);
    expect(first.length).toBeGreaterThan(10);
    expect(first.some((op) => op.biPending === 1)).toBe(true);
    expect(await accountRow(courant)).toMatchObject({
      biSyncError: null,
      lastBiSyncDate: expect.any(String),
    });
    expect(world.events.published).toContain(id);

    const again = await client.get('/api/bi/sync');
    expect(again.status).toBe(202);
    expect(again.body.status).toBe('PENDING');
    await syncSettled(ctx.db, id);
    expect(await operations(courant)).toHaveLength(first.length);
    await expectBooksHold(ctx.db.kysely, id, [courant]);
  });

  it('starts a sync on GET only with the XSRF header, as a write', async () => {
    const { client, id } = await linked();
    await syncSettled(ctx.db, id);
    const forged = await client.send('get', '/api/bi/sync', undefined, { 'X-XSRF-TOKEN': '' });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ messageCode: 'csrf.invalid' });
    expect((await client.get('/api/bi/accounts/status')).body.status).not.toBe('PENDING');
    expect((await client.get('/api/bi/sync')).status).toBe(202);
    await syncSettled(ctx.db, id);
  });

  it('puts the connection’s state on the account, INTERNAL_SERVER_ERROR on a failure; success clears', async () => {
    const bank = sandboxBank();
    let failing = false;
    const flaky: Aggregator = Object.assign(Object.create(bank) as Aggregator, {
      transactions: (token: string, query: object) => {
        if (failing) return Promise.reject(new AggregatorError(500, 'down'));
        return bank.transactions(token, query);
      },
    });
    const world = biWorld(ctx.db, { aggregator: flaky });
    const { client, id, courant, connectionId } = await linked({ ...world, bank });
    await syncSettled(ctx.db, id);
    const providerUser = (await ctx.db.kysely
      .selectFrom('biUsers')
      .select('providerUserId')
      .where('userId', '=', id)
      .executeTakeFirstOrThrow())!.providerUserId!;

    bank.setState(providerUser, connectionId, 'SCARequired');
    await client.get('/api/bi/sync');
    await syncSettled(ctx.db, id);
    expect((await accountRow(courant)).biSyncError).toBe('SCARequired');

    bank.setState(providerUser, connectionId, null);
    failing = true;
    await client.get('/api/bi/sync');
    await syncSettled(ctx.db, id);
    expect((await accountRow(courant)).biSyncError).toBe('INTERNAL_SERVER_ERROR');

    failing = false;
    await client.get('/api/bi/sync');
    await syncSettled(ctx.db, id);
    expect((await accountRow(courant)).biSyncError).toBeNull();
  });

  it('imports one account from a start date; refuses an unlinked or another person’s account', async () => {
    const world = biWorld(ctx.db);
    const { client, id, courant } = await linked(world);
    await syncSettled(ctx.db, id);
    const other = await linked(world);
    await syncSettled(ctx.db, other.id);
    const startDate = new Date(Date.now() - 5 * DAY_MS).toISOString().slice(0, 10);
    const res = await client.post(`/api/bi/account/${courant}/operation/import`, { startDate });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 0, lastBiSyncDate: expect.any(String) });
    expect(res.body.matched).toBeGreaterThan(0);

    const another = await client.post(`/api/bi/account/${other.courant}/operation/import`, {
      startDate,
    });
    expect(another.status).toBe(404);
    const plain = await givenAccount(ctx.db, id, 'Pas synchronisé');
    const unlinked = await client.post(`/api/bi/account/${plain}/operation/import`, { startDate });
    expect(unlinked.body).toEqual({ messageCode: 'bi.synchro.account' });
    const badDate = await client.post(`/api/bi/account/${courant}/operation/import`, {
      startDate: '2026-02-30',
    });
    expect(badDate.body).toEqual({ messageCode: 'bi.importer.date.invalid' });
  });

  it('synchronises in the background at sign-in, but not for an ADMIN', async () => {
    const world = biWorld(ctx.db);
    for (const [profileName, roles, expected] of [
      [ProfileName.premium, [Role.user], true],
      [ProfileName.admin, [Role.user, Role.admin], false],
    ] as const) {
      const login = `bi_signin_${profileName}_${Date.now() % 100000}`;
      const { id, courant } = await linked(world, { login, profileName, roles: [...roles] });
      await syncSettled(ctx.db, id);
      await ctx.db.kysely.deleteFrom('operations').where('accountId', '=', courant).execute();
      await ctx.db.kysely
        .updateTable('accounts')
        .set({ lastBiSyncDate: null })
        .where('id', '=', courant)
        .execute();
      const res = await new TestClient(world.app).signIn(login, 'Secret123');
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await syncSettled(ctx.db, id);
      expect((await operations(courant)).length > 0).toBe(expected);
    }
  });

  it('deletes the provider’s user with the account; a provider failure does not block', async () => {
    const world = biWorld(ctx.db);
    const { client, id } = await linked(world);
    await syncSettled(ctx.db, id);
    const remove = (c: TestClient, userId: number) =>
      c.delete(`/api/users/${userId}?password=Secret123&reason=PRIVACY`);
    expect((await remove(client, id)).status).toBe(204);
    await expect(world.bank.accounts('anything')).rejects.toThrow();
    expect(world.bank.connectionsOf(1)).toEqual([]);

    const failing = biWorld(ctx.db, {
      aggregator: Object.assign(Object.create(world.bank) as Aggregator, {
        deleteUser: () => Promise.reject(new AggregatorError(500, 'down')),
      }),
    });
    const second = await linked({ ...failing, bank: world.bank });
    await syncSettled(ctx.db, second.id);
    expect((await remove(second.client, second.id)).status).toBe(204);
    const gone = await ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('id', '=', second.id)
      .execute();
    expect(gone).toEqual([]);
  });
});
