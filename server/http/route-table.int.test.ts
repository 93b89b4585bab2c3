import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { listRoutes } from '../test/routes';
import { TestClient, createTestApp } from '../test/test-app';

/**
 * The routes anonymous visitors may call. Adding a public route means adding it here on purpose;
 * every other route must answer 401 to an anonymous call.
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
];

describeOnDatabases('route table', (ctx) => {
  it('answers 401 to anonymous calls on every route but the public allowlist', async () => {
    const app = createTestApp(ctx.db);
    const routes = listRoutes(app).filter(
      (r) => r.path.startsWith('/api') || r.path.startsWith('/i18n'),
    );
    expect(routes.length).toBeGreaterThan(2);
    const client = new TestClient(app);
    for (const { method, path } of routes) {
      const key = `${method.toUpperCase()} ${path}`;
      const res = await client.send(method as 'get', path.replace(/:\w+/g, '1'), {});
      if (PUBLIC_ROUTES.includes(key)) expect(res.status, key).not.toBe(401);
      else expect({ key, status: res.status }).toEqual({ key, status: 401 });
    }
  });

  it('lists only public routes that exist', () => {
    const registered = listRoutes(createTestApp(ctx.db)).map(
      (r) => `${r.method.toUpperCase()} ${r.path}`,
    );
    for (const route of PUBLIC_ROUTES) expect(registered).toContain(route);
  });
});
