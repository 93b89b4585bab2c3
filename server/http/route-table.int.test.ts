import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../contract/endpoint';
import { describeOnDatabases } from '../test/databases';
import { RawSocket, startLiveServer, testChannel, type LiveServer } from '../test/realtime-servers';
import { listRoutes } from '../test/routes';
import { TestClient, createTestApp, testRouteTable, type TestAppOptions } from '../test/test-app';
import { PUBLIC_ROUTES, checkPublicRoutes, routeKey } from './public-routes';
import type { RouteDeclaration } from './route';

const ENDPOINTS_DIR = path.join(import.meta.dirname, '../../contract/endpoints');

/** method and path of every endpoint exported by contract/endpoints/*.ts (the start-up copies aside). */
async function endpointKeys(): Promise<string[]> {
  const files = fs.readdirSync(ENDPOINTS_DIR).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(files.map((file) => import(path.join(ENDPOINTS_DIR, file))));
  return modules
    .flatMap((module: Record<string, unknown>) => Object.values(module))
    .filter((value): value is AnyEndpoint => isEndpoint(value))
    .map(routeKey);
}

const isEndpoint = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** The switches that mount the conditional routes (development reference, mail outbox). */
const EVERY_ROUTE_ON: TestAppOptions = { env: { NODE_ENV: 'development', MAIL_OUTBOX_PAGE: '1' } };
const CONFIGURATIONS = [{}, EVERY_ROUTE_ON];

describeOnDatabases('route table', (ctx) => {
  it('mounts exactly the declared routes: none without a declaration', () => {
    for (const options of CONFIGURATIONS) {
      const mounted = listRoutes(createTestApp(ctx.db, options)).map(routeKey);
      const declared = testRouteTable(ctx.db, options).map(routeKey);
      expect(mounted.sort()).toEqual([...new Set(declared)].sort());
    }
  });

  it('declares each endpoint of contract/endpoints by exactly one route, and no route without one', async () => {
    const endpoints = await endpointKeys();
    const declared = testRouteTable(ctx.db, EVERY_ROUTE_ON).map(routeKey);
    expect([...declared].sort()).toEqual([...endpoints].sort());
  });

  it('declares as public exactly the allowlist, each entry with its reason', () => {
    const declaredPublic = testRouteTable(ctx.db, EVERY_ROUTE_ON)
      .filter((route) => route.access === 'public')
      .map(routeKey);
    expect(declaredPublic.sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
    for (const reason of Object.values(PUBLIC_ROUTES)) expect(reason.length).toBeGreaterThan(20);
  });

  it('refuses to build an app with a public route missing from the allowlist', () => {
    const webhook = { method: 'post', path: '/public/api/hook', access: 'public' };
    expect(() => checkPublicRoutes([webhook as RouteDeclaration])).toThrow('/public/api/hook');
  });

  it('answers 401 to anonymous calls on every route but the public ones, whatever its prefix', async () => {
    const client = new TestClient(createTestApp(ctx.db, EVERY_ROUTE_ON));
    const table = testRouteTable(ctx.db, EVERY_ROUTE_ON);
    for (const route of table) {
      const path = route.path.replace(/:\w+/g, '1');
      const key = routeKey(route);
      const res = await client.send(route.method, path, {});
      if (route.access === 'public') {
        expect(res.status, key).not.toBe(401);
        continue;
      }
      expect({ key, status: res.status }).toEqual({ key, status: 401 });
      // Express matches paths without case and with a trailing slash: the same guard answers.
      for (const variant of [`${path}/`, path.toUpperCase()]) {
        const other = await client.send(route.method, variant, {});
        expect({ variant, status: other.status }).toEqual({ variant, status: 401 });
      }
    }
    const prefixes = new Set(table.map((route) => route.path.split('/')[1]));
    expect([...prefixes]).toEqual(expect.arrayContaining(['api', 'i18n', 'dev']));
  });

  it('documents every declared route in /api/openapi.json, with its schemas', async () => {
    const res = await new TestClient(createTestApp(ctx.db)).get('/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const route of testRouteTable(ctx.db)) {
      const operation = paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method];
      expect(operation, routeKey(route)).toMatchObject({ summary: route.summary });
      if (route.body) expect(operation?.requestBody, routeKey(route)).toBeDefined();
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

describeOnDatabases('route table: the real-time channel /ws', (ctx) => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer(ctx.db, testChannel());
  });
  afterAll(() => server?.stop());

  it('refuses an anonymous STOMP CONNECT and any frame before it', async () => {
    for (const frame of [
      'CONNECT\naccept-version:1.2\nhost:pecule\n\n\0',
      'SUBSCRIBE\nid:0\ndestination:/topic/bi\n\n\0',
    ]) {
      const socket = new RawSocket(server);
      await socket.opened;
      socket.send(frame);
      await socket.closed;
      expect(socket.received).toHaveLength(1);
      expect(socket.received[0]).toMatch(/^ERROR\n/);
    }
  });
});
