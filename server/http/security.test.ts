import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security';

// The headers helmet would set, taken once at start and set on every answer (security.ts).

const HELMET_HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function app(trustProxy: boolean) {
  const server = express();
  server.set('trust proxy', trustProxy);
  server.use(securityHeaders);
  server.get('/', (_req, res) => {
    res.json({});
  });
  return server;
}

describe('securityHeaders', () => {
  it("sets helmet's headers on every answer, the same each time", async () => {
    const first = await request(app(false)).get('/');
    const second = await request(app(false)).get('/');
    for (const name of HELMET_HEADER_NAMES) {
      expect(first.headers[name], name).toBeDefined();
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(first.headers['x-frame-options']).toBe('DENY');
  });

  it('adds HSTS to HTTPS answers only', async () => {
    const plain = await request(app(true)).get('/');
    const secure = await request(app(true)).get('/').set('X-Forwarded-Proto', 'https');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
