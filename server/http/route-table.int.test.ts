import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { listRoutes } from '../test/routes';
import { TestClient, createTestApp, testRouteTable } from '../test/test-app';

/**
 * The routes anonymous visitors may call. Making a route public means adding it here on purpose:
 * the declarations marked public must be exactly these, and every other one answers 401 anonymously.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /i18n/:file',
  'POST /api/authenticate',
  'POST /api/signup',
  'GET /api/signup/check',
  'GET /api/signup/resend',
  'GET /api/signup/activate',
  'GET /api/resetPassword/request',
  'POST /api/resetPassword/perform',
  'GET /api/cgu/current',
  'GET /api/phoneCodes',
  'GET /api/openapi.json',
  // The aggregator's servers post these; the BI-Signature HMAC is the authentication.
  'POST /public/api/bi/webhooks/:event',
  // The sandbox bank's web view stands for Powens' page: the single-access code authenticates.
  'GET /sandbox/bank/webview/:flow',
  'POST /sandbox/bank/webview/:flow',
];

const keyOf = (route: { method: string; path: string }) =>
  `${route.method.toUpperCase()} ${route.path}`;

describeOnDatabases('route table', (ctx) => {
  it('mounts exactly the declared routes: none without a declaration', () => {
    const mounted = listRoutes(createTestApp(ctx.db)).map(keyOf);
    const declared = testRouteTable(ctx.db).map(keyOf);
    expect(mounted.sort()).toEqual([...new Set(declared)].sort());
  });

  it('declares as public exactly the allowlist', () => {
    const declaredPublic = testRouteTable(ctx.db)
      .filter((route) => route.access === 'public')
      .map(keyOf);
    expect(declaredPublic.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 to anonymous calls on every route but the public ones', async () => {
    const client = new TestClient(createTestApp(ctx.db));
    for (const route of testRouteTable(ctx.db)) {
      const res = await client.send(route.method, route.path.replace(/:\w+/g, '1'), {});
      const key = keyOf(route);
      if (route.access === 'public') expect(res.status, key).not.toBe(401);
      else expect({ key, status: res.status }).toEqual({ key, status: 401 });
    }
  });

  it('documents every declared route in /api/openapi.json, with its schemas', async () => {
    const res = await new TestClient(createTestApp(ctx.db)).get('/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const route of testRouteTable(ctx.db)) {
      const operation = paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method];
      expect(operation, keyOf(route)).toMatchObject({ summary: route.summary });
      if (route.body) expect(operation?.requestBody, keyOf(route)).toBeDefined();
    }
    expect(paths['/api/preferences']?.post).toMatchObject({
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } },
    });
  });

  it('shows the reference page in development only', async () => {
    const dev = createTestApp(ctx.db, { env: { NODE_ENV: 'development' } });
    const page = await new TestClient(dev).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('GET /api/preferences');
    const prod = await new TestClient(createTestApp(ctx.db)).get('/api/docs');
    expect(prod.status).toBe(404);
  });
});
