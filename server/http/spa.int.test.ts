import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { createTestApp } from '../test/test-app';

function builtSpa(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

describeOnDatabases('serving the built SPA', (ctx) => {
  it('answers index.html to any page path (history fallback) with the CSP', async () => {
    const app = createTestApp(ctx.db, { env: { STATIC_DIR: builtSpa() } });
    const res = await request(app).get('/parameters/banks');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const app = createTestApp(ctx.db, { env: { STATIC_DIR: builtSpa() } });
    const res = await request(app).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404 answers under /api', async () => {
    const app = createTestApp(ctx.db, { env: { STATIC_DIR: builtSpa() } });
    const res = await request(app).get('/api/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ messageCode: 'not.found' });
  });
});
