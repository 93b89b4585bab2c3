import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { booksOf, expectBooksHold, expectCallRefused } from '../../../test/books-invariants';
import { describeOnDatabases } from '../../../test/databases';
import { createTestApp, TestClient } from '../../../test/test-app';
import { givenReader, op, type Reader } from '../../../test/operation-read-fixtures';
import { accountBalance } from '../read/operations-balance.service';
import type { OperationInput } from './operations-write.model';
import { writeOperations } from './operations-write.service';

// POST /api/operation/point: all or nothing, through the write path (pointed rollups exact).

describeOnDatabases('operation point route', (ctx) => {
  let a: Reader;
  const k = () => ctx.db.kysely;
  const create = async (userId: number, operation: OperationInput) =>
    (await writeOperations(k(), userId, [{ kind: 'create', operation }])).created[0]!;
  const point = (ids: unknown, state: unknown = 'P', reader = a) =>
    reader.client.post('/api/operation/point', { ids, state });

  beforeEach(async () => {
    a = await givenReader(ctx.db);
  });

  const expectRefused = (
    call: () => Promise<{ status: number; body: unknown }>,
    status: number,
    messageCode: string,
  ) => expectCallRefused(k(), a.id, call, status, messageCode);

  it('points and unpoints, counting only the lines that changed, keeping the pointed sums', async () => {
    const first = await create(a.id, op(a.current, -1_000, '2024-03-02'));
    const second = await create(a.id, op(a.current, 2_500, '2024-03-20'));
    const other = await create(a.id, op(a.savings, -700, '2023-12-31'));
    const res = await point([first, second, first]);
    expect([res.status, res.body]).toEqual([200, { count: 2 }]);
    expect((await point([first, second, other])).body).toEqual({ count: 1 });
    const pointed = await accountBalance(k(), a.id, a.current, '2024-03-31');
    expect(pointed).toEqual({ total: 1_500, pointed: 1_500 });
    const versions = await k()
      .selectFrom('operations')
      .select(['id', 'state', 'version'])
      .where('userId', '=', a.id)
      .orderBy('id')
      .execute();
    expect(versions).toEqual([
      { id: first, state: 'P', version: 2 },
      { id: second, state: 'P', version: 2 },
      { id: other, state: 'P', version: 2 },
    ]);
    expect((await point([second], null)).body).toEqual({ count: 1 });
    expect((await point([second], null)).body).toEqual({ count: 0 });
    expect((await accountBalance(k(), a.id, a.current, '2024-03-31')).pointed).toBe(-1_000);
    await expectBooksHold(k(), a.id, [a.current, a.savings]);
  });

  it('refuses bad bodies with ValidationException, changing nothing', async () => {
    const id = await create(a.id, op(a.current, -1_000, '2024-03-02'));
    for (const body of [
      () => point([], 'P'),
      () => point([id], 'X'),
      () => a.client.post('/api/operation/point', { ids: [id] }),
      () => point([0], 'P'),
      () => point('1', 'P'),
      () =>
        point(
          Array.from({ length: 10_001 }, (_, i) => i + 1),
          'P',
        ),
    ]) {
      await expectRefused(body, 400, MessageCode.validation);
    }
  });

  it("answers 404 to another user's or an unknown id, pointing none of the others", async () => {
    const mine = await create(a.id, op(a.current, -1_000, '2024-03-02'));
    const b = await givenReader(ctx.db);
    const theirs = await create(b.id, op(b.current, -400, '2024-03-02'));
    await expectRefused(() => point([mine, theirs]), 404, MessageCode.notFound);
    await expectRefused(() => point([mine, 999_999]), 404, MessageCode.notFound);
    const before = await booksOf(k(), b.id);
    expect((await point([theirs], 'P', a)).status).toBe(404);
    expect(await booksOf(k(), b.id)).toEqual(before);
  });

  it('needs a session', async () => {
    const id = await create(a.id, op(a.current, -1_000, '2024-03-02'));
    const anonymous = new TestClient(createTestApp(ctx.db));
    const res = await anonymous.post('/api/operation/point', { ids: [id], state: 'P' });
    expect([401, 403]).toContain(res.status);
    expect((await booksOf(k(), a.id)).operations[0]?.state).toBeNull();
  });
});
