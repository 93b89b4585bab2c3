import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { startLiveServer, testChannel, type LiveServer } from '../test/realtime-servers';
import { givenAccount, givenUser } from '../test/test-app';

const INDEX = '<!doctype html><div id="root"></div>';
const ASSET = 'console.log("app")';

function builtSpa(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), ASSET);
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=never-served');
  return dir;
}

/** Paths outside the route table: pages, assets, attempts to climb out, SockJS, unknown APIs. */
const PROBES = [
  '/',
  '/parameters/banks',
  '/index.html',
  '/assets/index-abc123.js',
  '/assets/../../package.json',
  '/..%2f..%2fpackage.json',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/.env',
  '/data/pecule.db',
  '/dev/outbox.json',
  '/api/nothing',
  '/public/api/nothing',
  '/ws',
  '/ws/info',
  '/ws/iframe.html',
  '/ws/1/abc/jsonp?c=steal',
];

describeOnDatabases('what anonymous visitors get outside the route table', (ctx) => {
  let server: LiveServer;
  const markers = { login: 'leakmarker_login', account: 'LeakMarkerAccount' };
  beforeAll(async () => {
    const user = await givenUser(ctx.db, { login: markers.login });
    await givenAccount(ctx.db, user.id, markers.account);
    server = await startLiveServer(ctx.db, testChannel(), undefined, {
      env: { STATIC_DIR: builtSpa() },
    });
  });
  afterAll(() => server?.stop());

  it('is the SPA shell, its assets, SockJS greetings or a 404: never data or a file outside', async () => {
    for (const probe of PROBES) {
      const res = await request(server.url).get(probe);
      const text = res.text ?? '';
      expect(text, probe).not.toContain(markers.login);
      expect(text, probe).not.toContain(markers.account);
      expect(text, probe).not.toMatch(/"name": "pecule"|root:|never-served/);
      if (res.status !== 200) {
        expect([403, 404], `${probe} ${res.status}`).toContain(res.status);
        continue;
      }
      const kind = res.headers['content-type'] ?? '';
      const allowed =
        text === INDEX ||
        text === ASSET ||
        (probe === '/ws' && text === 'Welcome to SockJS!\n') ||
        (probe === '/ws/info' && 'entropy' in (res.body as object));
      expect({ probe, kind, allowed }).toMatchObject({ probe, allowed: true });
    }
  });

  it('answers JSON 404 to unknown API paths, public ones included', async () => {
    for (const probe of ['/api/nothing', '/public/api/nothing']) {
      const res = await request(server.url).get(probe);
      expect({ probe, status: res.status, body: res.body }).toEqual({
        probe,
        status: 404,
        body: { messageCode: 'not.found' },
      });
    }
  });
});
