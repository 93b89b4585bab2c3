import request from 'supertest';
import { expect, it, vi } from 'vitest';
import { WEBHOOK_SECRET, biWorld, throughWebview } from '../../test/bi-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { givenAccount } from '../../test/test-app';
import { syncSettled } from './bi-sync-runner';
import { webhookSignature } from './bi-webhook-signature';

describeOnDatabases('bank sync: webhooks', (ctx) => {
  const events = () => ctx.db.kysely.selectFrom('biWebhookEvents').select('id').execute();

  function post(
    app: Express.Application,
    event: string,
    payload: object,
    { date = new Date().toUTCString(), secret = WEBHOOK_SECRET, signature = '' } = {},
  ) {
    const path = `/public/api/bi/webhooks/${event}`;
    const body = JSON.stringify(payload);
    const signed = signature || webhookSignature(secret, path, date, Buffer.from(body));
    return request(app as Parameters<typeof request>[0])
      .post(path)
      .set('Content-Type', 'application/json')
      .set('BI-Signature-Date', date)
      .set('BI-Signature', signed)
      .send(body);
  }

  async function linkedUser() {
    const world = biWorld(ctx.db);
    const { client, id } = await world.signedIn();
    const { connectionId } = await throughWebview(client);
    const courant = await givenAccount(ctx.db, id, 'Courant');
    await client.post('/api/bi/accounts', [
      { originId: connectionId * 10 + 1, targetAccountId: courant, type: 'ALL_AVAILABLE' },
    ]);
    await syncSettled(ctx.db, id);
    const { providerUserId } = await ctx.db.kysely
      .selectFrom('biUsers')
      .select('providerUserId')
      .where('userId', '=', id)
      .executeTakeFirstOrThrow();
    return { world, id, courant, connectionId, providerUserId: providerUserId! };
  }

  it('accepts a well-signed delivery once: a replay changes nothing', async () => {
    const { world, id, connectionId, providerUserId } = await linkedUser();
    const before = (await events()).length;
    const payload = {
      user: { id: providerUserId },
      connection: { id: connectionId, accounts: [] },
    };
    const date = new Date().toUTCString();
    const first = await post(world.app, 'CONNECTION_SYNCED', payload, { date });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    await syncSettled(ctx.db, id);
    expect((await events()).length).toBe(before + 1);
    const published = world.events.published.length;

    const replay = await post(world.app, 'CONNECTION_SYNCED', payload, { date });
    expect(replay.status).toBe(200);
    await syncSettled(ctx.db, id);
    expect((await events()).length).toBe(before + 1);
    expect(world.events.published.length).toBe(published);
  });

  it('reads a synced connection without asking the provider to refresh it again', async () => {
    const { world, id, connectionId, providerUserId } = await linkedUser();
    const refresh = vi.spyOn(world.bank, 'syncConnection');
    const payload = { user: { id: providerUserId }, connection: { id: connectionId } };
    expect((await post(world.app, 'CONNECTION_SYNCED', payload)).status).toBe(200);
    await syncSettled(ctx.db, id);
    expect(refresh).not.toHaveBeenCalled();
    const status = await ctx.db.kysely
      .selectFrom('biUsers')
      .select('syncStatus')
      .where('userId', '=', id)
      .executeTakeFirstOrThrow();
    expect(status.syncStatus).toBe('IDLE');
  });

  it('refuses a bad, stale or missing signature with nothing stored', async () => {
    const { world, connectionId, providerUserId } = await linkedUser();
    const before = (await events()).length;
    const payload = { id_user: providerUserId, id: connectionId };
    const stale = new Date(Date.now() - 10 * 60_000).toUTCString();
    const refusals = [
      await post(world.app, 'CONNECTION_DELETED', payload, { secret: 'not-the-secret' }),
      await post(world.app, 'CONNECTION_DELETED', payload, { date: stale }),
      await post(world.app, 'CONNECTION_DELETED', payload, { signature: 'AAAA' }),
    ];
    for (const res of refusals) {
      expect({ status: res.status, body: res.body }).toEqual({
        status: 401,
        body: { messageCode: 'bi.webhook.signature.invalid' },
      });
    }
    expect((await events()).length).toBe(before);
    const connections = await ctx.db.kysely.selectFrom('biConnections').select('id').execute();
    expect(connections.map((c) => c.id)).toContain(connectionId);
  });

  it('refuses every webhook when no secret is configured', async () => {
    const world = biWorld(ctx.db, { env: { POWENS_WEBHOOK_SECRET: '' } });
    const res = await post(world.app, 'USER_DELETED', { id: 1 });
    expect(res.status).toBe(401);
  });

  it('CONNECTION_DELETED drops the connection and unlinks its accounts', async () => {
    const { world, id, courant, connectionId, providerUserId } = await linkedUser();
    const res = await post(world.app, 'CONNECTION_DELETED', {
      id_user: providerUserId,
      id: connectionId,
    });
    expect(res.status).toBe(200);
    const left = await ctx.db.kysely
      .selectFrom('biConnections')
      .select('id')
      .where('userId', '=', id)
      .execute();
    expect(left).toEqual([]);
    const account = await ctx.db.kysely
      .selectFrom('accounts')
      .select('biAccountId')
      .where('id', '=', courant)
      .executeTakeFirstOrThrow();
    expect(account.biAccountId).toBeNull();
  });

  it('USER_DELETED forgets the provider user; ACCOUNT_SYNCED of an unknown user is only recorded', async () => {
    const { world, id, providerUserId } = await linkedUser();
    expect((await post(world.app, 'ACCOUNT_SYNCED', { id_user: 999_999, id: 5 })).status).toBe(200);
    expect((await post(world.app, 'USER_DELETED', { id: providerUserId })).status).toBe(200);
    const row = await ctx.db.kysely
      .selectFrom('biUsers')
      .select('userId')
      .where('userId', '=', id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses an unknown event or a payload without ids', async () => {
    const { world } = await linkedUser();
    // Only the four events' paths are outside CSRF: any other path is refused before reading.
    expect((await post(world.app, 'SOMETHING_ELSE', {})).status).toBe(403);
    expect((await post(world.app, 'USER_DELETED', { nothing: 1 })).status).toBe(400);
  });
});
