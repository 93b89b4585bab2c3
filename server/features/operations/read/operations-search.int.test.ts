import { beforeEach, expect, it } from 'vitest';
import { SEARCH_RESULT_CAP } from '../../../../contract/operations';
import { describeOnDatabases } from '../../../test/databases';
import { givenReader, op, type Reader } from '../../../test/operation-read-fixtures';
import type { OperationInput } from '../write/operations-write.model';
import { writeOperations } from '../write/operations-write.service';

// GET /api/operation/search and /search/count on both databases.

describeOnDatabases('operations search routes', (ctx) => {
  let a: Reader;
  const create = async (operation: OperationInput, user: Reader = a) =>
    (await writeOperations(ctx.db.kysely, user.id, [{ kind: 'create', operation }])).created[0]!;
  const ids = (body: { operationId: number }[]) => body.map((o) => o.operationId);
  const find = async (query: string, user: Reader = a) => {
    const res = await user.client.get(`/api/operation/search?${query}`);
    expect(res.status).toBe(200);
    return ids(res.body);
  };

  beforeEach(async () => {
    a = await givenReader(ctx.db);
  });

  it('filters by account, type, payee, pointed, side, amounts and dates', async () => {
    const debit = await create({ ...op(a.current, -1_000, '2024-01-10'), typeId: a.type.id });
    const credit = await create({ ...op(a.current, 5_000, '2024-02-10'), state: 'P' });
    const saved = await create({ ...op(a.savings, -2_500, '2024-03-10'), payeeId: a.payee });
    expect(await find(`accounts=${a.current}`)).toEqual([debit, credit]);
    expect(await find(`accounts=${a.current},${a.savings}`)).toEqual([debit, credit, saved]);
    expect(await find(`type=${a.type.id}`)).toEqual([debit]);
    expect(await find(`payee=${a.payee}`)).toEqual([saved]);
    expect(await find('pointed=true')).toEqual([credit]);
    expect(await find('debit=true')).toEqual([debit, saved]);
    expect(await find('credit=true')).toEqual([credit]);
    expect(await find('debit=true&credit=true')).toEqual([debit, credit, saved]);
    expect(await find('amountFrom=1000&amountTo=2500')).toEqual([debit, saved]);
    expect(await find('amountFrom=2501')).toEqual([credit]);
    expect(await find('startDate=2024-02-01&endDate=2024-03-31')).toEqual([credit, saved]);
  });

  it('filters by value dates when asked, as the analysis sums them', async () => {
    const late = await create({ ...op(a.current, -700, '2024-01-31'), valueDate: '2024-02-02' });
    const early = await create({ ...op(a.current, -800, '2024-02-01'), valueDate: '2024-01-30' });
    expect(await find('startDate=2024-02-01&endDate=2024-02-29')).toEqual([early]);
    expect(await find('startDate=2024-02-01&endDate=2024-02-29&byValueDate=true')).toEqual([late]);
  });

  it('finds a category with its children, the undefined category and a tag', async () => {
    const child = (
      await ctx.db.kysely
        .insertInto('categories')
        .values({ userId: a.id, name: 'Pain', debitCredit: -1, level: 2, parentId: a.groceries })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const inChild = await create({
      ...op(a.current, -100, '2024-01-01'),
      parts: [{ categoryId: child, amount: -100, tagIds: [a.tag] }],
    });
    const inParent = await create({
      ...op(a.current, -200, '2024-01-02'),
      parts: [{ categoryId: a.groceries, amount: -200 }],
    });
    const undefinedOne = await create(op(a.current, -300, '2024-01-03'));
    expect(await find(`category=${a.groceries}`)).toEqual([inChild, inParent]);
    expect(await find(`category=${child}`)).toEqual([inChild]);
    expect(await find('category=-1')).toEqual([undefinedOne]);
    expect(await find(`tag=${a.tag}`)).toEqual([inChild]);
  });

  it('folds text the same way on both databases: CŒUR finds coeur, accents and case ignored', async () => {
    const memo = await create({ ...op(a.current, -100, '2024-01-01'), memo: 'Fête du cœur' });
    const plain = await create({ ...op(a.current, -100, '2024-01-02'), memo: 'coeur de ville' });
    const payee = await create({ ...op(a.current, -100, '2024-01-03'), payeeId: a.payee });
    const category = await create({
      ...op(a.current, -100, '2024-01-04'),
      parts: [{ categoryId: a.leisure, amount: -100 }],
    });
    await create({ ...op(a.current, -100, '2024-01-05'), memo: '100% sûr' });
    expect(await find(`text=${encodeURIComponent('CŒUR')}`)).toEqual([memo, plain]);
    expect(await find(`text=${encodeURIComponent('  fête   DU ')}`)).toEqual([memo]);
    expect(await find('text=boulangerie')).toEqual([payee]);
    expect(await find('text=LOISIR')).toEqual([category]);
    expect(await find('text=0%25')).toHaveLength(1);
    expect(await find('text=_')).toEqual([]);
    const res = await a.client.get('/api/operation/search?text=%20%20');
    expect(res.status).toBe(400);
    expect(res.body.messageCode).toBe('operation.search.text.isRequired');
  });

  it('answers lines like GET /api/operation, paged, with a running balance over all results', async () => {
    const first = await create(op(a.current, -1_000, '2024-01-01'));
    const second = await create(op(a.current, 3_000, '2024-01-02'));
    const third = await create(op(a.current, -500, '2024-01-03'));
    const res = await a.client.get('/api/operation/search?size=10&page=1');
    expect(res.body[1]).toMatchObject({ operationId: second, amount: 3_000, balance: 2_000 });
    const page = await a.client.get(`/api/operation/search?size=10&page=2`);
    expect(page.body).toEqual([]);
    expect(await find('size=all')).toEqual([first, second, third]);
    const count = await a.client.get('/api/operation/search/count?debit=true');
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ count: 2 });
  });

  it('refuses negative amounts and more results than the cap', async () => {
    const negative = await a.client.get('/api/operation/search?amountFrom=-1');
    expect(negative.status).toBe(400);
    expect(negative.body.messageCode).toBe('operation.search.negative-amount-disallowed');
    const many = Array.from({ length: SEARCH_RESULT_CAP + 1 }, (_, i) => ({
      kind: 'create' as const,
      operation: op(a.current, -(i + 1), '2024-01-01'),
    }));
    await writeOperations(ctx.db.kysely, a.id, many);
    for (const path of ['/api/operation/search', '/api/operation/search/count']) {
      const res = await a.client.get(path);
      expect(res.status).toBe(400);
      expect(res.body.messageCode).toBe('operation.search.too-much-results');
    }
    const under = await a.client.get(`/api/operation/search/count?amountTo=${SEARCH_RESULT_CAP}`);
    expect(under.body).toEqual({ count: SEARCH_RESULT_CAP });
  });

  it("never shows another user's operations, and answers 404 for another user's account", async () => {
    const b = await givenReader(ctx.db);
    await create({ ...op(a.current, -100, '2024-01-01'), memo: 'secret' });
    const mine = await create({ ...op(b.current, -100, '2024-01-01'), memo: 'secret' }, b);
    expect(await find('text=secret', b)).toEqual([mine]);
    expect(await find(`payee=${a.payee}`, b)).toEqual([]);
    for (const path of ['/api/operation/search', '/api/operation/search/count']) {
      const res = await b.client.get(`${path}?accounts=${a.current}`);
      expect(res.status).toBe(404);
    }
  });
});
