import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { booksOf, expectBooksHold, expectCallRefused } from '../../../test/books-invariants';
import { describeOnDatabases } from '../../../test/databases';
import {
  givenBooksUser,
  simpleBody,
  transferBody,
  type BooksUser,
} from '../../../test/operation-api-fixtures';

describeOnDatabases('operation save routes: transfers, bulk delete, Idempotency-Key', (ctx) => {
  let a: BooksUser;
  const k = () => ctx.db.kysely;
  const key = (value: string) => ({ 'Idempotency-Key': value });
  const transfer = (id: number, body: object, headers: Record<string, string> = {}) =>
    a.client.send('post', `/api/operation/TRANSFER/${id}`, body, headers);
  const bulkDelete = (ids: number[], headers: Record<string, string> = {}) =>
    a.client.send('post', '/api/operation/delete', { ids }, headers);

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
  });

  const expectRefused = (
    call: () => Promise<{ status: number; body: unknown }>,
    status: number,
    messageCode: string,
  ) => expectCallRefused(k(), a.id, call, status, messageCode);

  const amounts = async () => (await booksOf(k(), a.id)).operations.map((op) => op.amount);

  it('creates a transfer once per Idempotency-Key, edits it through either leg, deletes both', async () => {
    const body = transferBody(a.current, a.savings, 5_000, { category: { categoryId: a.leisure } });
    const first = await transfer(0, body, key('t-1'));
    expect(first.status).toBe(200);
    const again = await transfer(0, body, key('t-1'));
    expect(again.body).toEqual(first.body);
    expect(await amounts()).toEqual([-5_000, 5_000]);
    await expectRefused(
      () => transfer(0, transferBody(a.current, a.savings, 10), key('t-1')),
      422,
      MessageCode.idempotencyKeyReused,
    );
    const source = first.body.operationId as number;
    const credit = (await booksOf(k(), a.id)).operations.find((op) => op.id !== source)!.id;
    const edited = await transfer(credit, transferBody(a.current, a.savings, 7_000));
    expect(edited.status).toBe(200);
    expect(await amounts()).toEqual([-7_000, 7_000]);
    const legs = (await booksOf(k(), a.id)).operations;
    expect(legs.map((op) => op.accountId)).toEqual([a.current, a.savings]);
    await expectBooksHold(k(), a.id, [a.current, a.savings]);
    expect((await a.client.delete(`/api/operation/TRANSFER/${credit}`)).status).toBe(204);
    expect(await amounts()).toEqual([]);
    await expectBooksHold(k(), a.id, [a.current, a.savings]);
  });

  it('applies the transfer rules and ownership, writing nothing', async () => {
    const b = await givenBooksUser(ctx.db);
    const cases: [object, number, string][] = [
      [transferBody(a.current, a.current, 100), 400, MessageCode.transferSameAccount],
      [transferBody(a.current, a.foreign, 100), 400, MessageCode.transferToAmountRequired],
      [
        transferBody(a.current, a.savings, 100, { toAmount: 90 }),
        400,
        MessageCode.transferToAmountSameCurrency,
      ],
      [transferBody(a.current, b.savings, 100), 404, MessageCode.notFound],
      [transferBody(b.current, a.savings, 100), 404, MessageCode.notFound],
      [
        transferBody(a.current, a.savings, 100, { payee: { payeeId: b.payeeId } }),
        404,
        MessageCode.notFound,
      ],
      [
        transferBody(a.current, a.savings, 100, { category: { categoryId: b.leisure } }),
        404,
        MessageCode.notFound,
      ],
      [
        transferBody(a.current, a.savings, 100, { tags: [{ tagId: b.tagId }] }),
        404,
        MessageCode.notFound,
      ],
    ];
    for (const [body, status, code] of cases) {
      await expectRefused(() => transfer(0, body), status, code);
    }
    const across = await transfer(0, transferBody(a.current, a.foreign, 100, { toAmount: 95 }));
    expect(across.status).toBe(200);
    expect(await amounts()).toEqual([-100, 95]);
  });

  it('bulk-deletes all or nothing, a transfer with its other leg, replaying a repeated key', async () => {
    const b = await givenBooksUser(ctx.db);
    const one = (await a.client.post('/api/operation/SIMPLE/0', simpleBody(a.current, 100))).body;
    const leg = (await transfer(0, transferBody(a.current, a.savings, 200))).body;
    const kept = (await a.client.post('/api/operation/SIMPLE/0', simpleBody(a.current, 300))).body;
    const theirs = (await b.client.post('/api/operation/SIMPLE/0', simpleBody(b.current, 10))).body;
    await expectRefused(
      () => bulkDelete([one.operationId, theirs.operationId]),
      404,
      MessageCode.notFound,
    );
    await expectRefused(() => bulkDelete([]), 400, MessageCode.validation);
    const ids = [one.operationId, leg.operationId];
    const first = await bulkDelete(ids, key('d-1'));
    expect([first.status, first.body]).toEqual([200, { count: 3 }]);
    const again = await bulkDelete(ids, key('d-1'));
    expect([again.status, again.body]).toEqual([200, { count: 3 }]);
    await expectRefused(() => bulkDelete(ids), 404, MessageCode.notFound);
    await expectRefused(
      () => bulkDelete([kept.operationId], key('d-1')),
      422,
      MessageCode.idempotencyKeyReused,
    );
    expect(await amounts()).toEqual([-300]);
    await expectBooksHold(k(), a.id, [a.current, a.savings]);
    expect((await booksOf(k(), b.id)).operations).toHaveLength(1);
  });
});
