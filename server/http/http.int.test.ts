import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { TestClient, createTestApp } from '../test/test-app';

describeOnDatabases('HTTP behaviour', (ctx) => {
  it('answers 401 JSON to an anonymous GET /api/user', async () => {
    const res = await request(createTestApp(ctx.db)).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ messageCode: 'unauthorized' });
  });

  it('answers 404 JSON to an unknown api path', async () => {
    const res = await request(createTestApp(ctx.db)).get('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ messageCode: 'not.found' });
  });

  it('answers 400 JSON to a malformed JSON body', async () => {
    const res = await request(createTestApp(ctx.db))
      .post('/api/authenticate')
      .set('Content-Type', 'application/json')
      .send('{"username": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ messageCode: 'request.malformed' });
  });

  it('answers 413 to a JSON body over the limit', async () => {
    const client = new TestClient(createTestApp(ctx.db, { env: { BODY_LIMIT: '1kb' } }));
    const res = await client.post('/api/authenticate', {
      username: 'x'.repeat(5000),
      password: 'x',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ messageCode: 'request.tooLarge' });
  });

  it('answers 400 to a corrupt gzip body and 415 to an unknown encoding', async () => {
    const app = createTestApp(ctx.db);
    const corrupt = gzipSync(JSON.stringify({ username: 'a', password: 'b' })).subarray(0, 12);
    const res = await request(app)
      .post('/api/authenticate')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(Buffer.from(corrupt));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ messageCode: 'request.malformed' });
    const unknown = await request(app)
      .post('/api/authenticate')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'compress')
      .send('{}');
    expect(unknown.status).toBe(415);
    expect(unknown.body).toEqual({ messageCode: 'request.unsupportedEncoding' });
  });

  it('answers 405 JSON to TRACE and other methods no route serves', async () => {
    const app = createTestApp(ctx.db);
    for (const res of [
      await request(app).trace('/api/health'),
      await request(app).propfind('/'),
      await request(app).trace('/'),
    ]) {
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ messageCode: 'method.notAllowed' });
    }
  });

  it('answers 404 JSON to a POST outside /api, not an HTML page', async () => {
    const res = await new TestClient(createTestApp(ctx.db)).post('/no/such/page', {});
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ messageCode: 'not.found' });
  });

  it('refuses a state-changing request without the CSRF header with 403', async () => {
    const app = createTestApp(ctx.db);
    const first = await request(app).get('/api/health');
    const cookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const res = await request(app)
      .post('/api/authenticate')
      .set('Cookie', cookie)
      .send({ username: 'a', password: 'b' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ messageCode: 'csrf.invalid' });
  });

  it('refuses a forged CSRF token even when header and cookie agree, sending a fresh one', async () => {
    const res = await request(createTestApp(ctx.db))
      .post('/api/authenticate')
      .set('Cookie', 'XSRF-TOKEN=forged.token')
      .set('X-XSRF-TOKEN', 'forged.token')
      .send({ username: 'a', password: 'b' });
    expect(res.status).toBe(403);
    const fresh = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(fresh.find((c) => c.startsWith('XSRF-TOKEN='))).toBeDefined();
  });

  it('sends the security headers and no-store on /api', async () => {
    const res = await request(createTestApp(ctx.db)).get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toBe("'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only on answers over HTTPS', async () => {
    const app = createTestApp(ctx.db, { env: { TRUST_PROXY: 'loopback' } });
    const plain = await request(app).get('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await request(app).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('leaves small API answers uncompressed', async () => {
    const res = await request(createTestApp(ctx.db))
      .get('/api/health')
      .set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses large responses', async () => {
    const res = await request(createTestApp(ctx.db))
      .get('/i18n/locale-fr.json')
      .set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a translation the browser already has', async () => {
    const app = createTestApp(ctx.db);
    const first = await request(app).get('/i18n/locale-en.json');
    const again = await request(app)
      .get('/i18n/locale-en.json')
      .set('If-None-Match', String(first.headers.etag));
    expect(again.status).toBe(304);
  });

  it('serves the translations of both languages and 404 for others', async () => {
    const app = createTestApp(ctx.db);
    const fr = await request(app).get('/i18n/locale-fr.json');
    const en = await request(app).get('/i18n/locale-en.json');
    expect(Object.keys(fr.body).sort()).toEqual(Object.keys(en.body).sort());
    expect((await request(app).get('/i18n/locale-de.json')).status).toBe(404);
  });
});
