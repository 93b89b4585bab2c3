import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../../test/databases';
import { givenReader, op, type Reader } from '../../../test/operation-read-fixtures';
import type { OperationInput } from '../write/operations-write.model';
import { writeOperations } from '../write/operations-write.service';

// GET /api/operation, /balance and /{type}/{id} on operations written by the one write path.

describeOnDatabases('operations read routes', (ctx) => {
  let a: Reader;
  const create = async (operation: OperationInput) =>
    (await writeOperations(ctx.db.kysely, a.id, [{ kind: 'create', operation }])).created[0]!;

  beforeEach(async () => {
    a = await givenReader(ctx.db);
  });

  /** Initial balance + Σ of the operations the predicate keeps, from the raw rows. */
  async function rawBalance(accountIds: number[], keep: (o: RawOp) => boolean) {
    const accounts = await ctx.db.kysely
      .selectFrom('accounts')
      .select('initialBalance')
      .where('id', 'in', accountIds)
      .execute();
    const ops = await ctx.db.kysely
      .selectFrom('operations')
      .select(['date', 'valueDate', 'amount', 'state'])
      .where('accountId', 'in', accountIds)
      .execute();
    const initial = accounts.reduce((s, r) => s + r.initialBalance, 0);
    return initial + ops.filter(keep).reduce((s, o) => s + o.amount, 0);
  }
  type RawOp = { date: string; valueDate: string; amount: number; state: 'P' | null };

  it('lists a month with parts, payee, type, tags and a running balance from X-Balance', async () => {
    await create(op(a.current, -1_000, '2024-02-10'));
    await create({ ...op(a.current, 5_000, '2024-03-01', '2024-02-28'), state: 'P' });
    const split = await create({
      ...op(a.current, -3_000, '2024-03-15'),
      payeeId: a.payee,
      typeId: a.type.id,
      memo: '<script>x</script>',
      parts: [
        { categoryId: a.groceries, amount: -1_000, tagIds: [a.tag] },
        { categoryId: a.leisure, amount: -2_000, memo: 'cinéma' },
      ],
    });
    await create(op(a.current, -250, '2024-03-31'));
    await create(op(a.current, -99_999, '2024-04-01'));
    const res = await a.client.get(`/api/operation?accounts=${a.current}&yearMonth=2024-03`);
    expect(res.status).toBe(200);
    expect(res.headers['x-balance']).toBe('9000');
    expect(res.body.map((o: { balance: number }) => o.balance)).toEqual([14_000, 11_000, 10_750]);
    const line = res.body[1];
    expect(line).toMatchObject({
      operationId: split,
      operationType: 'SIMPLE',
      account: { accountId: a.current, name: 'Courant', currency: { currencyId: 1 } },
      toAccount: null,
      amount: -3_000,
      debitCredit: -1,
      state: null,
      memo: '<script>x</script>',
      payee: { payeeId: a.payee, name: 'Boulangerie <b>' },
      type: { typeId: a.type.id, abrv: a.type.abrv },
      category: { categoryId: a.leisure, name: 'Loisirs' },
    });
    expect(line.splitOperations).toEqual([
      {
        category: { categoryId: a.groceries, name: 'Courses' },
        memo: null,
        amount: -1_000,
        amountAbs: 1_000,
        tags: [{ tagId: a.tag, name: 'Vacances' }],
      },
      {
        category: { categoryId: a.leisure, name: 'Loisirs' },
        memo: 'cinéma',
        amount: -2_000,
        amountAbs: 2_000,
        tags: [],
      },
    ]);
    expect(res.body[0]).toMatchObject({
      payee: { payeeId: -1, name: '' },
      type: { typeId: -1, abrv: '' },
      category: { categoryId: -1, name: '' },
      state: 'P',
    });
    const last = res.body.at(-1).balance;
    expect(last).toBe(await rawBalance([a.current], (o) => o.date <= '2024-03-31'));
  });

  it('lists a year, a value-date range sorted by value date, and several accounts', async () => {
    await create(op(a.current, -1_000, '2023-12-31', '2024-01-02'));
    await create(op(a.current, -2_000, '2024-01-05', '2024-01-01'));
    await create(op(a.savings, 3_000, '2024-01-03'));
    await create(op(a.current, -400, '2024-06-30'));
    const year = await a.client.get(`/api/operation?accounts=${a.current}&yearMonth=2024`);
    expect(year.body.map((o: { amount: number }) => o.amount)).toEqual([-2_000, -400]);
    expect(year.headers['x-balance']).toBe('9000');
    const range = await a.client.get(
      `/api/operation?accounts=${a.current}&startValueDate=2024-01-02&endValueDate=2024-12-31&orderBy=valueDate`,
    );
    expect(range.body.map((o: { amount: number }) => o.amount)).toEqual([-1_000, -400]);
    expect(range.headers['x-balance']).toBe('8000');
    const both = await a.client.get(
      `/api/operation?accounts=${a.current},${a.savings}&yearMonth=2024-01&orderBy=valueDate`,
    );
    expect(both.body.map((o: { amount: number }) => o.amount)).toEqual([-2_000, 3_000]);
    expect(both.headers['x-balance']).toBe(String(60_000 - 1_000));
    expect(both.body.at(-1).balance).toBe(60_000 - 1_000 - 2_000 + 3_000);
  });

  it('pages the period: each page the lines of the whole list, its balance before them', async () => {
    const days = ['2024-03-09', '2024-03-02', '2024-03-20', '2024-03-02', '2024-03-31'];
    for (const [i, date] of days.entries()) await create(op(a.current, -(i + 1) * 100, date));
    const month = `/api/operation?accounts=${a.current}&yearMonth=2024-03`;
    const whole = await a.client.get(month);
    const balances = [Number(whole.headers['x-balance']), ...whole.body.map((o: { balance: number }) => o.balance)];
    for (const page of [1, 2, 3]) {
      const res = await a.client.get(`${month}&page=${page}&size=2`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(whole.body.slice((page - 1) * 2, page * 2));
      expect(res.headers['x-balance']).toBe(String(balances[(page - 1) * 2]));
      expect(res.headers['x-total-count']).toBe('5');
    }
    const beyond = await a.client.get(`${month}&page=4&size=2`);
    expect([beyond.body, beyond.headers['x-balance']]).toEqual([[], String(balances[5])]);
    expect(whole.headers['x-total-count']).toBeUndefined();
  });

  it('refuses a page without its size, and a page larger than 1,000 lines', async () => {
    const month = `/api/operation?accounts=${a.current}&yearMonth=2024-03`;
    for (const paging of ['page=2', 'size=1001', 'size=0', 'page=0&size=10']) {
      const res = await a.client.get(`${month}&${paging}`);
      expect([paging, res.status, res.body]).toEqual([
        paging,
        400,
        { messageCode: 'ValidationException' },
      ]);
    }
  });

  it('answers an empty period with the balance at its start', async () => {
    await create(op(a.current, -1_000, '2024-02-10'));
    const res = await a.client.get(`/api/operation?accounts=${a.current}&yearMonth=2024-05`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-balance']).toBe('9000');
  });

  it('answers balances equal to the initial balance plus the operations before the date', async () => {
    const dates = ['2022-05-31', '2023-01-01', '2023-01-15', '2023-02-01', '2024-07-09'];
    for (const [i, date] of dates.entries()) {
      const id = await create(op(a.current, (i % 2 ? 1 : -1) * (1_234 + i), date, dates[4 - i]!));
      if (i % 2 === 0)
        await writeOperations(ctx.db.kysely, a.id, [{ kind: 'point', ids: [id], pointed: true }]);
    }
    const at = async (query: string) =>
      (await a.client.get(`/api/operation/balance?accounts=${a.current}${query}`)).body.balance;
    for (const d of ['2022-01-01', '2023-01-01', '2023-01-16', '2023-02-01', '2030-01-01']) {
      expect(await at(`&startDate=${d}`)).toBe(await rawBalance([a.current], (o) => o.date < d));
      expect(await at(`&startDate=${d}&state=P`)).toBe(
        await rawBalance([a.current], (o) => o.date < d && o.state === 'P'),
      );
      expect(await at(`&startValueDate=${d}`)).toBe(
        await rawBalance([a.current], (o) => o.valueDate < d),
      );
      expect(await at(`&startValueDate=${d}&state=P`)).toBe(
        await rawBalance([a.current], (o) => o.valueDate < d && o.state === 'P'),
      );
    }
    expect(await at('')).toBe(await rawBalance([a.current], () => true));
    expect(await at('&state=P')).toBe(await rawBalance([a.current], (o) => o.state === 'P'));
  });

  it('reads the main account of the preferences, and refuses a query without accounts', async () => {
    await create(op(a.savings, 700, '2024-05-05'));
    const none = await a.client.get('/api/operation?mainAccount=true&yearMonth=2024-05');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ messageCode: 'operation.account.isRequired' });
    await ctx.db.kysely
      .insertInto('preferences')
      .values({
        userId: a.id,
        mainAccountId: a.savings,
        sortedCategoryIds: null,
        modeAutoImport: null,
      })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ mainAccountId: a.savings }))
      .execute();
    const main = await a.client.get('/api/operation?mainAccount=true&yearMonth=2024-05');
    expect(main.body.map((o: { amount: number }) => o.amount)).toEqual([700]);
    const balance = await a.client.get('/api/operation/balance?mainAccount=true');
    expect(balance.body).toEqual({ balance: 50_700 });
    const missing = await a.client.get('/api/operation?yearMonth=2024-05');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ messageCode: 'operation.account.isRequired' });
    const badPeriod = await a.client.get(`/api/operation?accounts=${a.current}`);
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body).toEqual({ messageCode: 'operation.period.invalid' });
  });

  it('answers one operation with its ETag, a transfer naming the other leg', async () => {
    const id = await create(op(a.current, -1_500, '2024-03-09'));
    const res = await a.client.get(`/api/operation/simple/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toMatchObject({ operationId: id, amount: -1_500, balance: null });
    await writeOperations(ctx.db.kysely, a.id, [{ kind: 'point', ids: [id], pointed: true }]);
    expect((await a.client.get(`/api/operation/SIMPLE/${id}`)).headers.etag).toBe('"2"');
    expect((await a.client.get(`/api/operation/TRANSFER/${id}`)).status).toBe(404);
    const [from, to] = (
      await writeOperations(ctx.db.kysely, a.id, [
        {
          kind: 'createTransfer',
          source: op(a.current, -2_500, '2024-03-10'),
          target: op(a.savings, 2_500, '2024-03-10'),
        },
      ])
    ).created;
    const leg = await a.client.get(`/api/operation/TRANSFER/${from}`);
    expect(leg.body).toMatchObject({
      operationId: from,
      operationType: 'TRANSFER',
      toAccount: { accountId: a.savings, name: 'Livret' },
      toAmount: 2_500,
    });
    const list = await a.client.get(`/api/operation?accounts=${a.savings}&yearMonth=2024-03`);
    expect(list.body[0]).toMatchObject({ operationId: to, toAccount: { accountId: a.current } });
  });

  it('answers 404 to another user for the account and the operation', async () => {
    const id = await create(op(a.current, -1_500, '2024-03-09'));
    const b = await givenReader(ctx.db);
    const paths = [
      `/api/operation?accounts=${a.current}&yearMonth=2024-03`,
      `/api/operation?accounts=${b.current},${a.current}&yearMonth=2024-03`,
      `/api/operation/balance?accounts=${a.current}`,
      `/api/operation/SIMPLE/${id}`,
      `/api/operation/SIMPLE/${id + 1_000_000}`,
    ];
    for (const path of paths) {
      const res = await b.client.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ messageCode: 'not.found' });
    }
  });
});
