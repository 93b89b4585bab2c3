import { expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { biWorld, local, throughWebview } from '../../test/bi-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { givenAccount } from '../../test/test-app';
import { sandboxBank } from '../../integrations/aggregator/sandbox-bank';

describeOnDatabases('bank sync: config and the web view round trip', (ctx) => {
  it('gives the public values only, never the client secret', async () => {
    const world = biWorld(ctx.db, { env: { POWENS_CLIENT_SECRET: 'very-secret-value' } });
    const { client } = await world.signedIn({ profileName: ProfileName.user });
    const res = await client.get('/api/bi/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      webviewUrl: 'http://pecule.test/sandbox/bank/webview',
      domain: 'sandbox',
      clientId: 'sandbox',
      urlRedirection: 'http://pecule.test/api/bi/webview/return',
      serverUrl: 'http://pecule.test',
      provider: 'sandbox',
    });
    expect(res.text).not.toContain('very-secret-value');
  });

  it('connects a bank: code and web view address, the bank page, back to /parameters?biSync', async () => {
    const world = biWorld(ctx.db);
    const { client } = await world.signedIn();
    const temp = await client.get('/api/bi/temp-code');
    expect(temp.body).toMatchObject({ connectionId: null, flow: 'connect' });
    const url = new URL(temp.body.url);
    expect(url.pathname).toBe('/sandbox/bank/webview/connect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      domain: 'sandbox',
      client_id: 'sandbox',
      code: temp.body.code,
      redirect_uri: 'http://pecule.test/api/bi/webview/return',
      max_connections: '2',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
    const page = await client.get(local(temp.body.url));
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Banque Démo');

    const { landing, connectionId } = await throughWebview(client, { bank: '1' });
    expect(landing).toBe('/parameters?biSync=true');
    const accounts = await client.get('/api/bi/accounts');
    expect(accounts.status).toBe(200);
    expect(accounts.body).toEqual([
      expect.objectContaining({ originId: connectionId * 10 + 1, bankName: 'Crédit Exemple' }),
      expect.objectContaining({ originId: connectionId * 10 + 2, name: 'Livret A', error: null }),
    ]);
  });

  it('gives Powens’ web view the API host as its domain', async () => {
    const powens = { ...sandboxBank(), kind: 'powens' as const };
    const env = { POWENS_DOMAIN: 'pecule', POWENS_CLIENT_ID: 'cid' };
    const world = biWorld(ctx.db, { aggregator: powens, env });
    const { client } = await world.signedIn();
    const url = new URL((await client.get('/api/bi/temp-code')).body.url);
    expect(url.origin + url.pathname).toBe('https://webview.powens.com/connect');
    expect(url.searchParams.get('domain')).toBe('pecule.biapi.pro');
    expect(url.searchParams.get('client_id')).toBe('cid');
  });

  it('refuses a return whose state is forged, expired or another person’s', async () => {
    const world = biWorld(ctx.db);
    const { client } = await world.signedIn();
    const other = await world.signedIn();
    const temp = await other.client.get('/api/bi/temp-code');
    const state = new URL(temp.body.url).searchParams.get('state')!;
    const refused = '/parameters?biSync=false&messageCode=bi.webview.state.invalid';
    for (const given of [state, `${state}x`, 'nonsense', '']) {
      const res = await client.get(`/api/bi/webview/return?state=${encodeURIComponent(given)}`);
      expect(res.headers.location).toBe(refused);
    }
    const own = await other.client.get(`/api/bi/webview/return?state=${state}`);
    expect(own.headers.location).toBe('/parameters?biSync=true');
  });

  it('reconnects a connection in error, asking credentials again for wrongpass', async () => {
    const world = biWorld(ctx.db);
    const { client } = await world.signedIn();
    const { connectionId } = await throughWebview(client, { connectionState: 'wrongpass' });
    const temp = await client.get(`/api/bi/temp-code?biBankId=${connectionId}`);
    expect(temp.body).toMatchObject({ connectionId, flow: 'reconnect' });
    const url = new URL(temp.body.url);
    expect(url.pathname).toBe('/sandbox/bank/webview/reconnect');
    expect(url.searchParams.get('reset_credentials')).toBe('true');
    expect(url.searchParams.get('connection_id')).toBe(String(connectionId));

    await throughWebview(client, { connectionState: 'SCARequired' }, `?biBankId=${connectionId}`);
    const sca = await client.get(`/api/bi/temp-code?biBankId=${connectionId}`);
    expect(sca.body.flow).toBe('reconnect');
    expect(new URL(sca.body.url).searchParams.has('reset_credentials')).toBe(false);

    await throughWebview(client, {}, `?biBankId=${connectionId}`);
    const healthy = await client.get(`/api/bi/temp-code?biBankId=${connectionId}`);
    expect(healthy.body.flow).toBe('manage');
    expect((await client.get('/api/bi/accounts')).body[0].error).toBeNull();
  });

  it('answers 404 for another person’s connection and never serves the bank page without a code', async () => {
    const world = biWorld(ctx.db);
    const { client } = await world.signedIn();
    const other = await world.signedIn();
    const { connectionId } = await throughWebview(other.client);
    expect((await client.get(`/api/bi/temp-code?biBankId=${connectionId}`)).status).toBe(404);
    const page = await client.get(
      '/sandbox/bank/webview/connect?code=forged&state=x&redirect_uri=http://pecule.test/api/bi/webview/return',
    );
    expect(page.status).toBe(400);
  });

  it('manages: a connection removed at the bank leaves the entries and unlinks', async () => {
    const world = biWorld(ctx.db);
    const { client, id } = await world.signedIn();
    const first = await throughWebview(client);
    const second = await throughWebview(client, { bank: '2' });
    const courant = await givenAccount(ctx.db, id, 'Courant');
    await client.post('/api/bi/accounts', [
      { originId: first.connectionId * 10 + 1, targetAccountId: courant, type: 'PREVENT_SYNC' },
    ]);
    expect((await client.get('/api/bi/accounts')).body).toHaveLength(4);
    const { landing } = await throughWebview(
      client,
      { action: 'delete', connection_id: String(first.connectionId) },
      `?biBankId=${first.connectionId}&flow=manage`,
    );
    expect(landing).toBe('/parameters?biSync=true');
    const left = (await client.get('/api/bi/accounts')).body as { connectionId: number }[];
    expect(left.map((e) => e.connectionId)).toEqual([second.connectionId, second.connectionId]);
    const account = await ctx.db.kysely
      .selectFrom('accounts')
      .select('biAccountId')
      .where('id', '=', courant)
      .executeTakeFirstOrThrow();
    expect(account.biAccountId).toBeNull();
  });

  it('sends the bank page back only to the app’s own return address', async () => {
    const world = biWorld(ctx.db);
    const { client } = await world.signedIn();
    const temp = await client.get('/api/bi/temp-code');
    const url = new URL(temp.body.url);
    url.searchParams.set('redirect_uri', 'https://evil.example/steal');
    expect((await client.get(local(url.href))).status).toBe(400);
  });

  it('offers premium to a standard user: 403 modal.forbidden on every paid call', async () => {
    const world = biWorld(ctx.db);
    const { client } = await world.signedIn({ profileName: ProfileName.user });
    const calls = [
      client.get('/api/bi/temp-code'),
      client.get('/api/bi/accounts'),
      client.post('/api/bi/accounts', []),
      client.post('/api/bi/accounts/verify', []),
      client.get('/api/bi/sync'),
      client.get('/api/bi/accounts/status'),
      client.post('/api/bi/account/1/operation/import', { startDate: '2026-01-01' }),
      client.post('/api/bi/auto-import', { active: true }),
    ];
    for (const res of await Promise.all(calls)) {
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { messageCode: 'modal.forbidden' },
      });
    }
  });

  it('lets a standard user with a live auto-import subscription in', async () => {
    const world = biWorld(ctx.db);
    const { client, id } = await world.signedIn({ profileName: ProfileName.user });
    await ctx.db.kysely
      .insertInto('subscriptions')
      .values({
        userId: id,
        type: 'AUTO_IMPORT',
        amount: 500,
        subscrDate: '2026-01-01',
        deleted: 0,
      })
      .execute();
    expect((await client.get('/api/bi/accounts/status')).status).toBe(200);
  });

  it('activates and deactivates the automatic import; a standard user may only deactivate', async () => {
    const world = biWorld(ctx.db);
    const paying = await world.signedIn({ profileName: ProfileName.premium });
    const on = await paying.client.post('/api/bi/auto-import', { active: true });
    expect({ status: on.status, body: on.body }).toEqual({
      status: 200,
      body: { modeAutoImport: 'AUTO' },
    });
    expect((await paying.client.get('/api/user')).body.parameter.modeAutoImport).toBe('AUTO');
    const off = await paying.client.post('/api/bi/auto-import', { active: false });
    expect(off.body).toEqual({ modeAutoImport: null });
    expect((await paying.client.get('/api/user')).body.parameter.modeAutoImport).toBeNull();
    const standard = await world.signedIn({ profileName: ProfileName.user });
    expect((await standard.client.post('/api/bi/auto-import', { active: false })).status).toBe(200);
    expect((await standard.client.get('/api/user')).body.parameter.modeAutoImport).toBeNull();
  });
});
