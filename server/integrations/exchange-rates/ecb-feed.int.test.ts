import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecbFeed, EcbFeedError, parseEcbXml } from './ecb-feed';

// The real client against a fake ECB on 127.0.0.1, with the documents' own shape.
const ENVELOPE = (cubes: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<Cube>${cubes}</Cube>
</gesmes:Envelope>`;
const DAY = (day: string, rates: string) =>
  `<Cube time='${day}'>${rates
    .split(' ')
    .map((pair) => {
      const [currency, rate] = pair.split('=');
      return `<Cube currency='${currency}' rate='${rate}'/>`;
    })
    .join('')}</Cube>`;

const served = new Map<string, { status: number; body: string }>();
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const answer = served.get(req.url ?? '') ?? { status: 404, body: 'no' };
    res.writeHead(answer.status, { 'content-type': 'text/xml' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fx`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the ECB feed', () => {
  it('reads the last 90 days, oldest first, each currency with its decimal text', async () => {
    served.set('/fx/eurofxref-hist-90d.xml', {
      status: 200,
      body: ENVELOPE(DAY('2026-11-27', 'USD=1.0567 JPY=161.23') + DAY('2026-11-26', 'USD=1.05')),
    });
    expect(await ecbFeed({ baseUrl }).recent()).toEqual([
      { day: '2026-11-26', rates: [{ currency: 'USD', rate: '1.05' }] },
      {
        day: '2026-11-27',
        rates: [
          { currency: 'USD', rate: '1.0567' },
          { currency: 'JPY', rate: '161.23' },
        ],
      },
    ]);
  });

  it('reads the whole history from its own document', async () => {
    served.set('/fx/eurofxref-hist.xml', {
      status: 200,
      body: ENVELOPE(DAY('1999-01-04', 'USD=1.1789 CHF=1.6168')),
    });
    const days = await ecbFeed({ baseUrl }).history();
    expect(days.map((day) => day.day)).toEqual(['1999-01-04']);
  });

  it('fails clearly on an error status or a document without rates', async () => {
    served.set('/fx/eurofxref-hist-90d.xml', { status: 503, body: 'down' });
    await expect(ecbFeed({ baseUrl }).recent()).rejects.toThrow(EcbFeedError);
    served.set('/fx/eurofxref-hist-90d.xml', { status: 200, body: '<html>maintenance</html>' });
    await expect(ecbFeed({ baseUrl }).recent()).rejects.toThrow(/no day of rates/);
  });

  it('fails on a server that does not answer in time', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    await expect(ecbFeed({ baseUrl: url, timeoutMs: 200 }).recent()).rejects.toThrow();
    silent.closeAllConnections();
    silent.close();
  });

  it('parses double quotes as well as single ones', () => {
    const xml = '<Cube time="2026-01-02"><Cube currency="GBP" rate="0.87"/></Cube>';
    expect(parseEcbXml(xml)).toEqual([
      { day: '2026-01-02', rates: [{ currency: 'GBP', rate: '0.87' }] },
    ]);
  });
});
