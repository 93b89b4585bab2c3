import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { addDays } from '../../../../contract/dates';
import { OPERATION_IDS_MAX } from '../../../../contract/operations';
import { describeOnDatabases } from '../../../test/databases';
import { givenReader, type Reader } from '../../../test/operation-read-fixtures';
import type { OperationChange } from '../write/operations-write.model';
import { writeOperations } from '../write/operations-write.service';

// 100,000 operations in one account, more ids than either database binds in one statement: the
// whole period's list, a search and the statements read them all the same.

const COUNT = 100_000;
const BATCH = 10_000;
const PER_DAY = 28;
const FIRST_DAY = '2015-01-01';
const LAST_DAY = addDays(FIRST_DAY, Math.floor((COUNT - 1) / PER_DAY));
/** One operation in a hundred is at the baker's, tagged and pointed. */
const isBakery = (i: number) => i % 100 === 0;
const amountOf = (i: number) => -(1 + (i % 7)) * 100;
const sumOf = (keep: (i: number) => boolean) =>
  Array.from({ length: COUNT }, (_, i) => (keep(i) ? amountOf(i) : 0)).reduce((a, b) => a + b);

type Line = { balance: number; splitOperations: { tags: unknown[] }[] };

describeOnDatabases('100,000 operations in one account', (ctx) => {
  let a: Reader;

  function creation(i: number): OperationChange {
    const date = addDays(FIRST_DAY, Math.floor(i / PER_DAY));
    const amount = amountOf(i);
    const bakery = isBakery(i);
    const categoryId = i % 2 === 0 ? a.groceries : a.leisure;
    return {
      kind: 'create',
      operation: {
        accountId: a.current,
        date,
        valueDate: date,
        amount,
        memo: bakery ? 'Boulangerie du marché' : null,
        state: bakery ? 'P' : null,
        parts: [{ categoryId, amount, tagIds: bakery ? [a.tag] : [] }],
      },
    };
  }

  // Minutes on a loaded machine: once, with room.
  beforeAll(async () => {
    a = await givenReader(ctx.db);
    for (let from = 0; from < COUNT; from += BATCH) {
      const changes = Array.from({ length: BATCH }, (_, i) => creation(from + i));
      await writeOperations(ctx.db.kysely, a.id, changes);
      // As autovacuum would: PostgreSQL's foreign-key checks otherwise keep plans made for the
      // tables' first rows, and each batch takes longer than the one before.
      if (ctx.db.dialect === 'postgres') await sql`analyze`.execute(ctx.db.kysely);
    }
  }, 240_000);

  it('lists the whole period: every line with its part, the running balance to the end', async () => {
    const res = await a.client.get(
      `/api/operation?accounts=${a.current}&startValueDate=${FIRST_DAY}&endValueDate=${LAST_DAY}&orderBy=valueDate`,
    );
    expect(res.status).toBe(200);
    const lines = res.body as Line[];
    expect(lines).toHaveLength(COUNT);
    expect(lines.every((line) => line.splitOperations.length === 1)).toBe(true);
    expect(lines.filter((line) => line.splitOperations[0]!.tags.length === 1)).toHaveLength(
      COUNT / 100,
    );
    expect(res.headers['x-balance']).toBe('10000');
    expect(lines.at(-1)!.balance).toBe(10_000 + sumOf(() => true));
  }, 120_000);

  it('pages the whole period: the last page of 1,000 lines ends at the same balance', async () => {
    const res = await a.client.get(
      `/api/operation?accounts=${a.current}&startValueDate=${FIRST_DAY}&endValueDate=${LAST_DAY}&orderBy=valueDate&page=100&size=1000`,
    );
    expect(res.status).toBe(200);
    const lines = res.body as (Line & { amount: number })[];
    expect(lines).toHaveLength(1_000);
    expect(res.headers['x-total-count']).toBe(String(COUNT));
    const before = 10_000 + sumOf((i) => i < COUNT - 1_000);
    expect(res.headers['x-balance']).toBe(String(before));
    expect(lines.at(-1)!.balance).toBe(10_000 + sumOf(() => true));
  }, 60_000);

  it('searches a word of a thousand of them, and counts them', async () => {
    const query = `accounts=${a.current}&text=boulangerie`;
    const count = await a.client.get(`/api/operation/search/count?${query}`);
    expect([count.status, count.body]).toEqual([200, { count: COUNT / 100 }]);
    const found = await a.client.get(`/api/operation/search?${query}&size=all`);
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(COUNT / 100);
    expect((found.body as Line[]).at(-1)!.balance).toBe(sumOf(isBakery));
  }, 60_000);

  it('sums them in the statement, per category', async () => {
    const res = await a.client.get(
      `/api/echeances/statement?startDate=${FIRST_DAY}&endDate=${LAST_DAY}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.lines.map((line: { real: number }) => line.real)).toEqual([
      sumOf((i) => i % 2 === 0),
      sumOf((i) => i % 2 === 1),
    ]);
    expect(res.body.totals.real).toBe(sumOf(() => true));
  }, 60_000);

  it('reconciles the pointed ones against a bank statement', async () => {
    const balance = 10_000 + sumOf(isBakery);
    const res = await a.client.post(`/api/account/${a.current}/statement`, {
      date: LAST_DAY,
      balance,
    });
    expect([res.status, res.body]).toEqual([
      200,
      { accountId: a.current, date: LAST_DAY, balance },
    ]);
  }, 60_000);

  it('exports the lines of almost a year as the list shows them', async () => {
    const lastDay = addDays(FIRST_DAY, Math.floor(OPERATION_IDS_MAX / PER_DAY) - 1);
    const list = await a.client.get(
      `/api/operation?accounts=${a.current}&startValueDate=${FIRST_DAY}&endValueDate=${lastDay}`,
    );
    const items = (list.body as { operationId: number }[]).map((line) => line.operationId);
    expect(items.length).toBeGreaterThan(OPERATION_IDS_MAX - PER_DAY);
    const res = await a.client.post('/api/export/operations', { items, format: 'PDF' });
    expect([res.status, res.body]).toEqual([200, list.body]);
  }, 60_000);
});
