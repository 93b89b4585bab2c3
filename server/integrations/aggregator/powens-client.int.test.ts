import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BI_SYNC_ERRORS } from '../../../contract/bi';
import { AggregatorError } from './aggregator';
import { powensAggregator } from './powens-client';

// A fake Powens on 127.0.0.1 replaying the documented payloads (docs.powens.com, API 2.0).

interface Seen {
  method: string;
  url: URL;
  auth: string | undefined;
  body: string;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let script: ((req: Seen) => Reply | undefined)[] = [];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

const connections = [null, ...BI_SYNC_ERRORS].map((state, i) => ({
  id: 100 + i,
  id_user: 7,
  id_connector: 40,
  state,
  error: state,
  last_update: '2024-03-10 09:15:00',
  active: true,
  connector: { id: 40, name: 'Connecteur de test' },
}));

const transaction = (id: number) => ({
  id,
  id_account: 501,
  date: '2024-03-09',
  rdate: '2024-03-08',
  application_date: null,
  value: -12.5,
  original_value: null,
  wording: 'CB CAFE',
  original_wording: 'CB CAFE 08/03',
  simplified_wording: 'CAFE',
  coming: id % 2 === 0,
  active: true,
  deleted: null,
  last_update: '2024-03-10 09:15:00',
  type: 'card',
});

function defaultReply(req: Seen): Reply {
  const path = req.url.pathname;
  if (path === '/2.0/auth/init')
    return { status: 200, body: { auth_token: 'perm', type: 'permanent', id_user: 7 } };
  if (path === '/2.0/auth/token/code')
    return {
      status: 200,
      body: { code: 'tmp-code', type: 'singleAccess', access: 'single', expires_in: 1800 },
    };
  if (path === '/2.0/users/me/connections')
    return { status: 200, body: { connections, total: connections.length } };
  if (path === '/2.0/users/me/accounts')
    return {
      status: 200,
      body: {
        accounts: [
          {
            id: 501,
            id_connection: 100,
            name: 'Compte chèque',
            number: '3002900000',
            iban: 'FR7630004000031234567890143',
            currency: { id: 'EUR', precision: 2 },
            balance: 1200.5,
            disabled: null,
            deleted: null,
          },
          {
            id: 502,
            id_connection: 100,
            name: 'Old',
            number: null,
            iban: null,
            currency: { id: 'JPY', precision: 0 },
            balance: 3,
            disabled: null,
            deleted: '2024-01-01 00:00:00',
          },
        ],
      },
    };
  if (path === '/2.0/users/me/transactions') {
    const offset = Number(req.url.searchParams.get('offset'));
    const limit = Number(req.url.searchParams.get('limit'));
    const ids = Array.from({ length: 5 }, (_, i) => i + 1).slice(offset, offset + limit);
    return {
      status: 200,
      body: {
        transactions: ids.map(transaction),
        first_date: '2024-03-01',
        last_date: '2024-03-09',
      },
    };
  }
  if (path.startsWith('/2.0/users/me/connections/') && req.method === 'PUT')
    return { status: 202, body: { ...connections[0], state: 'SCARequired' } };
  if (req.method === 'DELETE') return { status: 204 };
  return { status: 404, body: { code: 'notFound' } };
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const entry: Seen = {
      method: req.method!,
      url: new URL(req.url!, 'http://127.0.0.1'),
      auth: req.headers.authorization,
      body: await read(req),
    };
    seen.push(entry);
    const reply = script.shift()?.(entry) ?? defaultReply(entry);
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2.0`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  script = [];
});

const client = (pageSize = 1000) =>
  powensAggregator({ baseUrl, clientId: 'cid', clientSecret: 'secret', backoffMs: 5, pageSize });

describe('the Powens client against a fake Powens', () => {
  it('creates the user with the client credentials and asks a single-access code', async () => {
    const user = await client().createUser();
    expect(user).toEqual({ providerUserId: 7, token: 'perm' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ client_id: 'cid', client_secret: 'secret' });
    expect(await client().temporaryCode('perm')).toBe('tmp-code');
    expect(seen[1]!.url.searchParams.get('type')).toBe('singleAccess');
    expect(seen[1]!.auth).toBe('Bearer perm');
  });

  it('reads every connection state', async () => {
    const found = await client().connections('perm');
    expect(found.map((c) => c.state)).toEqual([null, ...BI_SYNC_ERRORS]);
    expect(found[0]).toEqual({
      id: 100,
      connectorId: 40,
      bankName: 'Connecteur de test',
      state: null,
      lastUpdate: '2024-03-10 09:15:00',
    });
  });

  it('reads accounts with their currency precision, leaving deleted ones out', async () => {
    const accounts = await client().accounts('perm');
    expect(accounts).toEqual([
      expect.objectContaining({
        id: 501,
        connectionId: 100,
        currency: { code: 'EUR', precision: 2 },
      }),
    ]);
  });

  it('pages the transactions with limit and offset, passing last_update', async () => {
    const lines = await client(2).transactions('perm', { lastUpdate: '2024-03-01 00:00:00' });
    expect(lines.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
    expect(seen.map((s) => s.url.searchParams.get('offset'))).toEqual(['0', '2', '4']);
    expect(seen.every((s) => s.url.searchParams.get('last_update') === '2024-03-01 00:00:00')).toBe(
      true,
    );
    expect(lines[1]).toEqual({
      id: 2,
      accountId: 501,
      date: '2024-03-09',
      valueDate: '2024-03-08',
      value: -12.5,
      wording: 'CAFE',
      coming: true,
      lastUpdate: '2024-03-10 09:15:00',
    });
  });

  it('reads from a booking date with filter=date (Powens filters on application_date otherwise)', async () => {
    await client(2).transactions('perm', { minDate: '2024-03-01' });
    expect(seen[0]!.url.searchParams.get('min_date')).toBe('2024-03-01');
    expect(seen[0]!.url.searchParams.get('filter')).toBe('date');
    seen.length = 0;
    await client(2).transactions('perm', { lastUpdate: '2024-03-01 00:00:00' });
    expect(seen[0]!.url.searchParams.has('filter')).toBe(false);
  });

  it('waits after a 429 and tries again', async () => {
    script = [
      () => ({ status: 429, body: { code: 'tooManyRequests' }, headers: { 'retry-after': '0' } }),
    ];
    expect(await client().connections('perm')).toHaveLength(connections.length);
    expect(seen).toHaveLength(2);
  });

  it('tries again after a 500, and gives up after the last attempt', async () => {
    script = [() => ({ status: 500, body: { code: 'internalServerError' } })];
    expect(await client().accounts('perm')).toHaveLength(1);
    script = Array.from({ length: 4 }, () => () => ({ status: 503, body: {} }));
    const failure = await client()
      .accounts('perm')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AggregatorError);
    expect((failure as AggregatorError).status).toBe(503);
  });

  it('does not retry a refusal', async () => {
    script = [() => ({ status: 401, body: { code: 'invalidToken' } })];
    await expect(client().connections('bad')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });

  it('syncs one connection, deletes a connection and the user', async () => {
    const connection = await client().syncConnection('perm', 100);
    expect(connection.state).toBe('SCARequired');
    expect(seen[0]).toMatchObject({ method: 'PUT' });
    expect(seen[0]!.url.pathname).toBe('/2.0/users/me/connections/100');
    await client().deleteConnection('perm', 100);
    await client().deleteUser('perm');
    expect(seen.slice(1).map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'DELETE /2.0/users/me/connections/100',
      'DELETE /2.0/users/me',
    ]);
  });
});
