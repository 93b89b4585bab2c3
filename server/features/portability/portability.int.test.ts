import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PortabilityCode, type PortabilityDocument } from '../../../contract/portability';
import { summarizeDocument } from '../../../contract/portability-summary';
import { describeOnDatabases } from '../../test/databases';
import {
  exportOf,
  freshInstance,
  givenSignedIn,
  ownedCounts,
  toBytes,
} from '../../test/portability-fixtures';
import { createTestApp } from '../../test/test-app';
import type { OpenedDatabase } from '../../test/databases';
import { generateUserData } from '../demo/demo.service';

const EXPORT = '/api/portability/export';
const IMPORT = '/api/portability/import';

describeOnDatabases('data portability routes', (ctx) => {
  let other: OpenedDatabase;
  let owner: Awaited<ReturnType<typeof givenSignedIn>>;
  let document: PortabilityDocument;

  beforeAll(async () => {
    other = await freshInstance(ctx.db.dialect);
    owner = await givenSignedIn(ctx.db, { tree: false });
    await generateUserData(ctx.db.kysely, owner.id, {
      operations: 400,
      seed: 11,
      endDate: '2026-05-31',
    });
    const res = await owner.client.get(EXPORT);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="?pecule-export-/);
    document = JSON.parse(res.text) as PortabilityDocument;
  }, 120_000);
  afterAll(async () => {
    await other.drop();
  });

  it('answers 401 to anonymous requests', async () => {
    const app = createTestApp(ctx.db);
    expect((await request(app).get(EXPORT)).status).toBe(401);
    const health = await request.agent(app).get('/api/health');
    expect(health.status).toBe(200);
    expect((await request(app).post(IMPORT)).status).toBeGreaterThanOrEqual(401);
  });

  it('exports every kind of the owner’s books, without secrets', () => {
    expect(document).toMatchObject({ format: 'pecule-export', version: 1 });
    const summary = summarizeDocument(document);
    expect(summary.counts.operations).toBe(400);
    for (const kind of [
      'banks',
      'accounts',
      'categories',
      'payees',
      'tags',
      'plannedOperations',
      'budgets',
    ] as const) {
      expect([kind, summary.counts[kind] > 0]).toEqual([kind, true]);
    }
    expect(document.operations.some((o) => o.transfer !== null)).toBe(true);
    expect(document.operations.some((o) => o.parts.length > 1)).toBe(true);
    expect(JSON.stringify(document)).not.toMatch(/password|token|secret|"login"|email/i);
  });

  it('gives another user’s session only its own (empty) books', async () => {
    const stranger = await givenSignedIn(ctx.db);
    const res = await stranger.client.get(EXPORT);
    const theirs = JSON.parse(res.text) as PortabilityDocument;
    expect(summarizeDocument(theirs).counts).toMatchObject({
      accounts: 0,
      operations: 0,
      banks: 0,
    });
  });

  it('imports into a new user of a fresh instance, whose export is the same document', async () => {
    const newcomer = await givenSignedIn(other.db);
    const res = await newcomer.client.upload(IMPORT, toBytes(document), 'export.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accounts: document.accounts.length, operations: 400 });
    const again = await exportOf(other.db, newcomer.id);
    expect({ ...again, exportedAt: null }).toEqual({ ...document, exportedAt: null });
    const balances = async (client: typeof owner.client) => {
      const accounts = (await client.get('/api/account')).body as {
        accountId: number;
        name: string;
      }[];
      const out: Record<string, number> = {};
      for (const a of accounts) {
        out[a.name] = (
          await client.get(`/api/account/${a.accountId}/balance?date=2100-01-01`)
        ).body.balance;
      }
      return out;
    };
    const theirs = await balances(newcomer.client);
    expect(Object.keys(theirs)).toHaveLength(document.accounts.length);
    expect(theirs).toEqual(await balances(owner.client));
  });

  it('refuses an account that already holds books, changing nothing', async () => {
    const before = await ownedCounts(ctx.db, owner.id);
    const res = await owner.client.upload(IMPORT, toBytes(document), 'export.json');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ messageCode: PortabilityCode.notEmpty });
    expect(await ownedCounts(ctx.db, owner.id)).toEqual(before);
  });

  it('lets only one of two simultaneous imports into one empty account through', async () => {
    const person = await givenSignedIn(ctx.db);
    const twice = await Promise.all(
      [1, 2].map(() => person.client.upload(IMPORT, toBytes(document), 'export.json')),
    );
    expect(twice.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await exportOf(ctx.db, person.id)).operations).toHaveLength(400);
  });

  it('answers 400 with a message code to files that are not a document', async () => {
    const person = await givenSignedIn(ctx.db);
    const before = await ownedCounts(ctx.db, person.id);
    const cases: [Uint8Array, string][] = [
      [new TextEncoder().encode('{"format":'), PortabilityCode.invalidFile],
      [toBytes({ ...document, version: 2 }), PortabilityCode.invalidFile],
      [toBytes({ ...document, accounts: [] }), PortabilityCode.brokenReference],
      [
        toBytes({
          ...document,
          accounts: document.accounts.map((a) => ({ ...a, currencyId: 999_999 })),
        }),
        PortabilityCode.unknownReferenceData,
      ],
    ];
    for (const [bytes, code] of cases) {
      const res = await person.client.upload(IMPORT, bytes, 'export.json');
      expect([res.status, res.body]).toEqual([400, { messageCode: code }]);
    }
    const empty = await person.client.post(IMPORT);
    expect([empty.status, empty.body]).toEqual([400, { messageCode: PortabilityCode.noFile }]);
    expect(await ownedCounts(ctx.db, person.id)).toEqual(before);
  });

  it('leaves nothing when the write fails late in its transaction', async () => {
    const person = await givenSignedIn(ctx.db);
    const before = await ownedCounts(ctx.db, person.id);
    const operations = document.operations.map((o, i) =>
      i === document.operations.length - 1 && o.transfer === null
        ? { ...o, parts: [{ ...o.parts[0]!, amount: o.amount + 1 }] }
        : o,
    );
    expect(operations).not.toEqual(document.operations);
    const res = await person.client.upload(IMPORT, toBytes({ ...document, operations }), 'x.json');
    expect(res.status).toBe(400);
    expect(await ownedCounts(ctx.db, person.id)).toEqual(before);
  });
});
