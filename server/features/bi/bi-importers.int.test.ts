import { expect, it } from 'vitest';
import { BI_IGNORE_TARGET_ID, BI_TRANSACTION_THRESHOLD } from '../../../contract/bi';
import type { Aggregator } from '../../integrations/aggregator/aggregator';
import { sandboxBank } from '../../integrations/aggregator/sandbox-bank';
import { biWorld, throughWebview, type BiWorld } from '../../test/bi-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { givenAccount, type TestClient } from '../../test/test-app';
import { syncSettled } from './bi-sync-runner';

describeOnDatabases('bank sync: importer entries and their rules', (ctx) => {
  async function connected(world: BiWorld = biWorld(ctx.db)) {
    const { client, id } = await world.signedIn();
    const { connectionId } = await throughWebview(client);
    const courant = await givenAccount(ctx.db, id, 'Courant');
    const livret = await givenAccount(ctx.db, id, 'Livret');
    return {
      world,
      client,
      id,
      connectionId,
      courant,
      livret,
      a: connectionId * 10 + 1,
      b: connectionId * 10 + 2,
    };
  }
  const entry = (originId: number, targetAccountId: number | null, more: object = {}) => ({
    originId,
    targetAccountId,
    type: 'ALL_AVAILABLE',
    ...more,
  });
  const refused = async (client: TestClient, body: object[]) => {
    const res = await client.post('/api/bi/accounts/verify', body);
    const saved = await client.post('/api/bi/accounts', body);
    expect(saved.status).toBe(res.status);
    return { status: res.status, body: res.body };
  };

  it('verifies a good selection without saving it', async () => {
    const { client, a, b, courant } = await connected();
    const body = [entry(a, courant), entry(b, BI_IGNORE_TARGET_ID)];
    const res = await client.post('/api/bi/accounts/verify', body);
    expect(res.body).toEqual({ valid: true });
    const listed = await client.get('/api/bi/accounts');
    expect(listed.body.map((e: { targetAccountId: number | null }) => e.targetAccountId)).toEqual([
      null,
      null,
    ]);
  });

  it('refuses the same local account twice, marking the second entry', async () => {
    const { client, a, b, courant } = await connected();
    expect(await refused(client, [entry(a, courant), entry(b, courant)])).toEqual({
      status: 400,
      body: { messageCode: 'bi.importer.account.twice', originId: b },
    });
  });

  it('refuses FROM_DATE without a date', async () => {
    const { client, a, courant } = await connected();
    expect(await refused(client, [entry(a, courant, { type: 'FROM_DATE' })])).toEqual({
      status: 400,
      body: { messageCode: 'bi.importer.date.isRequired', originId: a },
    });
  });

  it('refuses an empty selection (all ignored or unchosen)', async () => {
    const { client, a, b } = await connected();
    expect(await refused(client, [entry(a, BI_IGNORE_TARGET_ID), entry(b, null)])).toEqual({
      status: 400,
      body: { messageCode: 'bi.importer.empty-selection', originId: null },
    });
  });

  it('answers server-error with the connection state and the reconnect offer', async () => {
    const { world, client, id, a, courant, connectionId } = await connected();
    const providerUser = await ctx.db.kysely
      .selectFrom('biUsers')
      .select('providerUserId')
      .where('userId', '=', id)
      .executeTakeFirstOrThrow();
    for (const [state, reconnect] of [
      ['SCARequired', true],
      ['rateLimiting', false],
    ] as const) {
      world.bank.setState(providerUser.providerUserId!, connectionId, state);
      await client.get('/api/bi/accounts');
      expect(await refused(client, [entry(a, courant)])).toEqual({
        status: 409,
        body: {
          messageCode: 'bi.synchro.account.server-error',
          errorType: state,
          reconnect,
          connectionId,
        },
      });
    }
  });

  it('refuses over the threshold, keyed by origin id', async () => {
    const bank = sandboxBank();
    const many: Aggregator = {
      ...bank,
      kind: 'sandbox',
      transactions: async (token, query) => {
        const lines = await bank.transactions(token, query);
        return Array.from({ length: BI_TRANSACTION_THRESHOLD + 1 }, (_, i) => ({
          ...lines[0]!,
          id: i + 1,
        }));
      },
    };
    const world = biWorld(ctx.db, { aggregator: Object.assign(Object.create(bank), many) });
    const { client, a, b, courant, livret } = await connected({ ...world, bank });
    const res = await refused(client, [
      entry(a, courant),
      entry(b, livret, { type: 'PREVENT_SYNC' }),
    ]);
    expect(res).toEqual({
      status: 400,
      body: {
        messageCode: 'synced.transaction.threshold.reached',
        errors: {
          [a]: { count: BI_TRANSACTION_THRESHOLD + 1, threshold: BI_TRANSACTION_THRESHOLD },
        },
      },
    });
  });

  it('answers 404 for another person’s account or bank account in the body', async () => {
    const world = biWorld(ctx.db);
    const { client, a, courant } = await connected(world);
    const other = await connected(world);
    expect((await refused(client, [entry(a, other.courant)])).status).toBe(404);
    expect((await refused(client, [entry(other.a, courant)])).status).toBe(404);
    expect((await other.client.get('/api/bi/accounts')).body[0].targetAccountId).toBeNull();
  });

  it('saves the entries, links the accounts, keeps the ignored one ignored', async () => {
    const { client, id, a, b, courant } = await connected();
    const saved = await client.post('/api/bi/accounts', [
      entry(a, courant, { type: 'FROM_DATE', date: '2026-01-01' }),
      entry(b, BI_IGNORE_TARGET_ID),
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([
      expect.objectContaining({
        originId: a,
        targetAccountId: courant,
        type: 'FROM_DATE',
        date: '2026-01-01',
        account: { accountId: courant, name: 'Courant' },
      }),
      expect.objectContaining({ originId: b, targetAccountId: BI_IGNORE_TARGET_ID, account: null }),
    ]);
    const linked = await ctx.db.kysely
      .selectFrom('accounts')
      .select(['id', 'biAccountId'])
      .where('userId', '=', id)
      .where('biAccountId', 'is not', null)
      .execute();
    expect(linked).toEqual([{ id: courant, biAccountId: a }]);
  });

  it('keeps a linked account’s sync error on a refresh; a vanished bank account unlinks and clears it', async () => {
    const { world, client, id, a, courant, livret } = await connected();
    const second = await throughWebview(client);
    const c = second.connectionId * 10 + 1;
    const saved = await client.post('/api/bi/accounts', [entry(a, courant), entry(c, livret)]);
    expect(saved.status).toBe(200);
    await syncSettled(ctx.db, id);
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ biSyncError: 'wrongpass' })
      .where('id', 'in', [courant, livret])
      .execute();
    const { providerUserId } = await ctx.db.kysely
      .selectFrom('biUsers')
      .select('providerUserId')
      .where('userId', '=', id)
      .executeTakeFirstOrThrow();
    world.bank.disconnect(providerUserId!, second.connectionId);

    expect((await client.get('/api/bi/accounts')).status).toBe(200);
    const rows = await ctx.db.kysely
      .selectFrom('accounts')
      .select(['id', 'biAccountId', 'biSyncError'])
      .where('id', 'in', [courant, livret])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: courant, biAccountId: a, biSyncError: 'wrongpass' },
      { id: livret, biAccountId: null, biSyncError: null },
    ]);
  });
});
