import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { booksOf, expectBooksHold, expectCallRefused } from '../../../test/books-invariants';
import { describeOnDatabases } from '../../../test/databases';
import { givenBooksUser, simpleBody, type BooksUser } from '../../../test/operation-api-fixtures';

describeOnDatabases('operation save routes: simple operations, If-Match', (ctx) => {
  let a: BooksUser;
  const k = () => ctx.db.kysely;
  const save = (id: number | string, body: object, headers: Record<string, string> = {}) =>
    a.client.send('post', `/api/operation/simple/${id}`, body, headers);

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
  });

  const expectRefused = (
    call: () => Promise<{ status: number; body: unknown }>,
    status: number,
    messageCode: string,
  ) => expectCallRefused(k(), a.id, call, status, messageCode);

  it('creates a debit and a three-way split, balances equal initial + Σ', async () => {
    const created = await save(0, simpleBody(a.current, 1_250, { payee: { payeeId: a.payeeId } }));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ operationId: expect.any(Number), version: 1 });
    expect(created.headers.etag).toBe('"1"');
    const split = await save(
      0,
      simpleBody(a.current, 3_000, {
        category: { categoryId: -2 },
        splitOperations: [
          { category: { categoryId: a.groceries }, amount: 2_000, tags: [{ tagId: a.tagId }] },
          { category: { categoryId: a.leisure }, amount: 1_500 },
          { category: { categoryId: -1 }, amount: -500, memo: 'remise' },
        ],
      }),
    );
    expect(split.status).toBe(200);
    const { operations, parts } = await booksOf(k(), a.id);
    expect(operations.map((op) => op.amount)).toEqual([-1_250, -3_000]);
    expect(parts.map((part) => part.amount)).toEqual([-1_250, -2_000, -1_500, 500]);
    await expectBooksHold(k(), a.id, [a.current]);
  });

  it('refuses a split whose parts do not make the amount, writing nothing', async () => {
    const body = simpleBody(a.current, 3_000, {
      category: { categoryId: -2 },
      splitOperations: [{ category: { categoryId: a.groceries }, amount: 2_000 }],
    });
    await expectRefused(() => save(0, body), 400, MessageCode.operationSplitRemainder);
    await expectRefused(
      () => save(0, simpleBody(a.current, 0)),
      400,
      MessageCode.operationAmountRequired,
    );
  });

  it('edits with the current If-Match, answers 412 to a stale one and 404 once deleted', async () => {
    const { operationId } = (await save(0, simpleBody(a.current, 1_000))).body;
    const first = await save(operationId, simpleBody(a.current, 1_100), { 'If-Match': '"1"' });
    expect([first.status, first.headers.etag]).toEqual([200, '"2"']);
    const stale = () => save(operationId, simpleBody(a.current, 1_200), { 'If-Match': '"1"' });
    await expectRefused(stale, 412, MessageCode.operationVersionStale);
    const staleDelete = () =>
      a.client.send('delete', `/api/operation/SIMPLE/${operationId}`, undefined, {
        'If-Match': 'W/"1"',
      });
    await expectRefused(staleDelete, 412, MessageCode.operationVersionStale);
    const deleted = await a.client.send(
      'delete',
      `/api/operation/SIMPLE/${operationId}`,
      undefined,
      {
        'If-Match': '"2"',
      },
    );
    expect(deleted.status).toBe(204);
    await expectRefused(
      () => save(operationId, simpleBody(a.current, 1_300)),
      404,
      MessageCode.notFound,
    );
    await expectRefused(
      () => a.client.delete(`/api/operation/SIMPLE/${operationId}`),
      404,
      MessageCode.notFound,
    );
    await expectBooksHold(k(), a.id, [a.current]);
  });

  it("answers 404 to another user's ids in the path and in the body, writing nothing", async () => {
    const b = await givenBooksUser(ctx.db);
    const { operationId } = (await save(0, simpleBody(a.current, 1_000))).body;
    const theirs = (await b.client.post('/api/operation/SIMPLE/0', simpleBody(b.current, 10))).body
      .operationId as number;
    const bodies = [
      simpleBody(b.current, 500),
      simpleBody(a.current, 500, { payee: { payeeId: b.payeeId } }),
      simpleBody(a.current, 500, { category: { categoryId: b.groceries } }),
      simpleBody(a.current, 500, { tags: [{ tagId: b.tagId }] }),
      simpleBody(a.current, 500, {
        category: { categoryId: -2 },
        splitOperations: [{ category: { categoryId: b.leisure }, amount: 500 }],
      }),
    ];
    for (const body of bodies) {
      await expectRefused(() => save(0, body), 404, MessageCode.notFound);
      await expectRefused(() => save(operationId, body), 404, MessageCode.notFound);
    }
    await expectRefused(() => save(theirs, simpleBody(a.current, 5)), 404, MessageCode.notFound);
    await expectRefused(
      () => a.client.delete(`/api/operation/SIMPLE/${theirs}`),
      404,
      MessageCode.notFound,
    );
    await expectRefused(
      () => a.client.delete(`/api/operation/TRANSFER/${operationId}`),
      404,
      MessageCode.notFound,
    );
    expect((await b.client.get('/api/health')).status).toBe(200);
  });
});
