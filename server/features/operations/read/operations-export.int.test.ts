import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { describeOnDatabases } from '../../../test/databases';
import { givenBooksUser, type BooksUser } from '../../../test/operation-api-fixtures';
import { givenReader, op } from '../../../test/operation-read-fixtures';
import type { OperationInput } from '../write/operations-write.model';
import { writeOperations } from '../write/operations-write.service';

// POST /api/export/operations: the lines as GET /api/operation shows them, in the order given.

type Line = { operationId: number; balance: number | null };

describeOnDatabases('operation export route', (ctx) => {
  let a: BooksUser;
  const k = () => ctx.db.kysely;
  const create = async (userId: number, operation: OperationInput) =>
    (await writeOperations(k(), userId, [{ kind: 'create', operation }])).created[0]!;
  const exported = (items: unknown, format: unknown = 'CSV', client = a.client) =>
    client.post('/api/export/operations', { items, format });
  const balances = (body: Line[]) => body.map((line) => line.balance);

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
  });

  it('answers a month page as the list shows it, balance from the account’s', async () => {
    await create(a.id, op(a.current, -1_000, '2024-02-10'));
    const ids = [
      await create(a.id, op(a.current, 5_000, '2024-03-01')),
      await create(a.id, { ...op(a.current, -3_000, '2024-03-15'), memo: '<img src=x>' }),
      await create(a.id, op(a.current, -250, '2024-03-31')),
    ];
    await create(a.id, op(a.current, -99_999, '2024-04-01'));
    const list = await a.client.get(`/api/operation?accounts=${a.current}&yearMonth=2024-03`);
    for (const format of ['CSV', 'PDF']) {
      const res = await exported(ids, format);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(list.body);
    }
    expect(balances(list.body)).toEqual([14_000, 11_000, 10_750]);
  });

  it('runs the balance by value date when the lines are in value-date order', async () => {
    const late = await create(a.id, op(a.current, -1_000, '2024-03-01', '2024-03-20'));
    const early = await create(a.id, op(a.current, 2_000, '2024-03-05', '2024-03-02'));
    await create(a.id, op(a.current, 700, '2024-02-25', '2024-03-01'));
    const res = await exported([early, late]);
    expect(balances(res.body)).toEqual([12_700, 11_700]);
  });

  it('runs from 0 over a selection, in the order of items, and null across currencies', async () => {
    const one = await create(a.id, op(a.current, -1_000, '2024-03-01'));
    await create(a.id, op(a.current, -500, '2024-03-02'));
    const three = await create(a.id, op(a.current, 300, '2024-03-03'));
    const savings = await create(a.id, op(a.savings, 4_000, '2024-03-02'));
    const dollars = await create(a.id, op(a.foreign, 900, '2024-03-02'));
    const ids = (body: Line[]) => body.map((line) => line.operationId);
    const selection = await exported([one, three]);
    expect(balances(selection.body)).toEqual([-1_000, -700]);
    const shuffled = await exported([three, savings, one]);
    expect(ids(shuffled.body)).toEqual([three, savings, one]);
    expect(balances(shuffled.body)).toEqual([300, 4_300, 3_300]);
    const mixed = await exported([one, dollars], 'PDF');
    expect(balances(mixed.body)).toEqual([null, null]);
  });

  it('refuses a CSV without CSV_EXPORT (modal.access.warning), allows a PDF', async () => {
    const user = await givenReader(ctx.db);
    const id = await create(user.id, op(user.current, -1_000, '2024-03-01'));
    const csv = await exported([id], 'CSV', user.client);
    expect([csv.status, csv.body]).toEqual([403, { messageCode: MessageCode.forbidden }]);
    expect(MessageCode.forbidden).toBe('modal.access.warning');
    expect((await exported([id], 'PDF', user.client)).status).toBe(200);
  });

  it('answers export.no.data without items, 400 to a bad format, 404 to another’s id', async () => {
    const mine = await create(a.id, op(a.current, -1_000, '2024-03-01'));
    const b = await givenBooksUser(ctx.db);
    const theirs = await create(b.id, op(b.current, -400, '2024-03-02'));
    for (const items of [[], undefined]) {
      const res = await exported(items);
      expect([res.status, res.body]).toEqual([400, { messageCode: MessageCode.exportNoData }]);
    }
    expect((await exported([mine], 'XLS')).status).toBe(400);
    for (const items of [[mine, theirs], [theirs], [mine, 999_999]]) {
      const res = await exported(items);
      expect([res.status, res.body]).toEqual([404, { messageCode: MessageCode.notFound }]);
    }
  });
  it('exports more ids than one statement holds, in order, as one run of the account', async () => {
    const changes = Array.from({ length: 1_100 }, (_, i) => ({
      kind: 'create' as const,
      operation: op(a.current, -(i + 1), `2024-0${1 + (i % 9)}-1${i % 10}`),
    }));
    const { created } = await writeOperations(k(), a.id, changes);
    const res = await a.client.get(`/api/operation?accounts=${a.current}&yearMonth=2024`);
    const ids = res.body.map((line: Line) => line.operationId);
    expect(ids).toHaveLength(created.length);
    const all = await exported(ids);
    expect(all.body).toEqual(res.body);
    expect(all.body.at(-1).balance).toBe(10_000 - (1_100 * 1_101) / 2);
  });
});
