import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { compressFast } from './compress';

const LIST = Array.from({ length: 500 }, (_, i) => ({ id: i, name: `Commerce ${i}` }));

function app() {
  const server = express();
  server.get('/list', compressFast, (_req, res) => {
    res.json(LIST);
  });
  return server;
}

describe('compressFast', () => {
  it('answers the whole list gzipped in one piece to a client that takes gzip', async () => {
    const res = await request(app()).get('/list').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const zipped = gzipSync(JSON.stringify(LIST), { level: 1 });
    expect(Number(res.headers['content-length'])).toBe(zipped.length);
    expect(res.body).toEqual(LIST);
  });

  it('answers plain JSON to a client that does not take gzip', async () => {
    const res = await request(app()).get('/list').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual(LIST);
  });
});
