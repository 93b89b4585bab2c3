import { beforeAll, expect, it } from 'vitest';
import { Role } from '../../../contract/access';
import { accountBody, createAccount, createBank } from '../../test/account-fixtures';
import { describeOnDatabases } from '../../test/databases';
import request from 'supertest';
import { createTestApp, testRouteTable } from '../../test/test-app';
import { acceptsApiToken } from '../../http/api-token-policy';
import type { RouteDeclaration } from '../../http/route';
import { givenSignedIn, givenToken, type TokenClient } from './api-token-test-fixtures';

/**
 * The routes that declare `apiToken: false`. First those that change how one signs in, who one is
 * or one's tokens: a new route whose path looks like one of them fails the test below until it is
 * listed here, refused or not (two-factor's routes, when they come, belong here). Then money
 * commitments and the bank connection's browser flow, which a script has no business starting.
 */
const REFUSED_ROUTES = [
  'POST /api/logout',
  'POST /api/updateLogin',
  'POST /api/updateEmail',
  'POST /api/updateEmail/confirm',
  'POST /api/updatePassword',
  'DELETE /api/users/:idUser',
  'GET /api/apiTokens',
  'POST /api/apiTokens',
  'DELETE /api/apiTokens/:idToken',
  'GET /api/ws/ticket',
  'POST /api/paypal/subscription/:subscriptionId/cancel/simple/users/:idUser',
  'POST /api/updateProfile',
  'POST /api/updateProfileToDiscovery',
  'GET /api/bi/temp-code',
  'GET /api/bi/webview/return',
  'GET /api/two-factor',
  'POST /api/two-factor/setup',
  'POST /api/two-factor/confirm',
  'POST /api/two-factor/disable',
  'POST /api/two-factor/recovery-codes',
  'GET /api/passkeys',
  'POST /api/passkeys/options',
  'POST /api/passkeys',
  'DELETE /api/passkeys/:idPasskey',
  'POST /api/authenticate/passkey/options',
  'POST /api/authenticate/passkey',
  'POST /api/authenticate/second-factor/passkey/options',
  'POST /api/authenticate/second-factor/passkey',
];
const LOOKS_LIKE_CREDENTIALS =
  /login|logout|password|email|token|two-?factor|totp|session|ticket|passkey/i;

const keyOf = (route: RouteDeclaration) => `${route.method.toUpperCase()} ${route.path}`;
const filled = (path: string) => path.replace(/:(\w+)/g, '1');

describeOnDatabases('the routes a personal API token may call', (ctx) => {
  let routes: RouteDeclaration[];
  let admin: TokenClient;

  beforeAll(async () => {
    routes = testRouteTable(ctx.db);
    admin = (await givenToken(await givenSignedIn(ctx.db, {}, 'admin'))).client;
  });

  it('declares the refused routes, and no route that accepts a token looks like a credential one', () => {
    const declared = routes.filter((route) => route.apiToken === false).map(keyOf);
    expect(declared.sort()).toEqual([...REFUSED_ROUTES].sort());
    const lookAlikes = routes
      .filter((route) => acceptsApiToken(route) && LOOKS_LIKE_CREDENTIALS.test(route.path))
      .map(keyOf);
    expect(lookAlikes).toEqual([]);
  });

  it('accepts a token exactly on the signed-in, non-admin routes not declared refused', () => {
    for (const route of routes) {
      const signedIn = route.access !== 'public' && !route.access.includes(Role.admin);
      expect([keyOf(route), acceptsApiToken(route)]).toEqual([
        keyOf(route),
        signedIn && route.apiToken !== false,
      ]);
    }
  });

  it('answers 403 to an administrator’s token on every route it may not call', async () => {
    for (const route of routes.filter((r) => !acceptsApiToken(r) && r.path.startsWith('/api'))) {
      const res = await admin[route.method](filled(route.path));
      expect([keyOf(route), res.status, res.body.messageCode]).toEqual([
        keyOf(route),
        403,
        'apiTokens.routeRefused',
      ]);
    }
  });
});

describeOnDatabases('the API document', (ctx) => {
  it('names the token scheme and, on each operation, whether and with what scope a token is taken', async () => {
    const res = await request(createTestApp(ctx.db)).get('/api/openapi.json');
    const { paths, components } = res.body;
    expect(components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const security = (path: string, method: string) => paths[path][method].security;
    expect(security('/api/bank', 'get')).toContainEqual({ apiToken: ['READ'] });
    expect(security('/api/bank/{bankId}', 'post')).toContainEqual({ apiToken: ['READ_WRITE'] });
    expect(security('/api/bi/sync', 'get')).toContainEqual({ apiToken: ['READ_WRITE'] });
    for (const [path, method] of [
      ['/api/updatePassword', 'post'],
      ['/api/apiTokens', 'post'],
      ['/api/users', 'get'],
    ] as const) {
      expect(JSON.stringify(security(path, method))).not.toContain('apiToken');
    }
  });
});

describeOnDatabases('a token of user A and the data of user B', (ctx) => {
  it('answers 404 for B’s ids in the path and in the body, changing nothing', async () => {
    const alice = await givenSignedIn(ctx.db);
    const bob = await givenSignedIn(ctx.db);
    const bobBank = await createBank(bob.session, 'Banque de Bob');
    const bobAccount = await createAccount(bob.session, bobBank, { name: 'Compte de Bob' });
    const { client } = await givenToken(alice);
    expect((await client.get(`/api/bank/${bobBank}`)).status).toBe(404);
    expect((await client.get(`/api/account/${bobAccount}`)).status).toBe(404);
    expect((await client.post(`/api/bank/${bobBank}`, { name: 'Volée' })).status).toBe(404);
    expect((await client.delete(`/api/account/${bobAccount}?force=true`)).status).toBe(404);
    const inBody = await client.post('/api/account/0', accountBody({ bankId: bobBank }));
    expect(inBody.status).toBe(404);
    expect((await client.get('/api/account')).body).toEqual([]);
    const bank = await bob.session.get(`/api/bank/${bobBank}`);
    expect(bank.body).toMatchObject({
      name: 'Banque de Bob',
      accounts: [expect.objectContaining({ accountId: bobAccount, name: 'Compte de Bob' })],
    });
  });
});
