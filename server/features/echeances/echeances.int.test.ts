import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { countPlans, givenPlanner, rentBody, type Planner } from './echeances-test-fixtures';

describeOnDatabases('planned operations API', (ctx) => {
  let a: Planner;

  beforeEach(async () => {
    a = await givenPlanner(ctx.db);
  });

  it('creates a plan, lists it, reads it, edits it into a split and deletes it', async () => {
    const created = await a.client.post('/api/echeances/0', rentBody(a));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      beginDate: '2026-01-31',
      frequency: 'MONTHLY',
      // Today is 1 June 2026: the first occurrence from today (31 January monthly → 30 June).
      date: '2026-06-30',
      budgets: [{ accountId: a.budgetId, name: 'Foyer' }],
      account: { accountId: a.current, name: 'Courant', currency: { currencyId: 1 } },
      toAccount: null,
      autoSave: true,
      operationType: 'SIMPLE',
      payee: { payeeId: a.payeeId, name: 'Boulangerie' },
      type: { typeId: -1, abrv: '' },
      memo: 'Loyer',
      amount: -80_000,
      debitCredit: -1,
      splitOperations: [
        {
          category: { categoryId: a.groceries, name: 'Courses' },
          amount: -80_000,
          amountAbs: 80_000,
          tags: [{ tagId: a.tagId, name: 'Vacances' }],
        },
      ],
      category: { categoryId: a.groceries, name: 'Courses' },
    });
    const id = created.body.idEcheance as number;
    expect((await a.client.get('/api/echeances')).body).toEqual([created.body]);
    expect((await a.client.get(`/api/echeances/${id}`)).body).toEqual(created.body);

    const split = await a.client.post(
      `/api/echeances/${id}`,
      rentBody(a, {
        amount: 90_000,
        category: { categoryId: -2 },
        budgets: [],
        splitOperations: [
          { category: { categoryId: a.groceries }, amount: 60_000, memo: 'Loyer' },
          { category: { categoryId: a.leisure }, amount: 30_000, tags: [{ tagId: a.tagId }] },
        ],
      }),
    );
    expect(split.status).toBe(200);
    expect(split.body).toMatchObject({
      idEcheance: id,
      amount: -90_000,
      budgets: [],
      category: { categoryId: a.groceries },
      splitOperations: [
        { category: { categoryId: a.groceries }, amount: -60_000, memo: 'Loyer', tags: [] },
        { category: { categoryId: a.leisure }, amount: -30_000, tags: [{ tagId: a.tagId }] },
      ],
    });
    expect(await countPlans(ctx.db, a.id)).toBe(1);

    expect((await a.client.delete(`/api/echeances/${id}`)).status).toBe(204);
    expect((await a.client.get(`/api/echeances/${id}`)).status).toBe(404);
    expect((await a.client.get('/api/echeances')).body).toEqual([]);
  });

  it('sets the next date to the first occurrence on or after today', async () => {
    const next = async (over: object) =>
      (await a.client.post('/api/echeances/0', rentBody(a, over))).body.date;
    expect(await next({ beginDate: '2026-09-15' })).toBe('2026-09-15');
    expect(await next({ beginDate: '2026-06-01' })).toBe('2026-06-01');
    expect(await next({ beginDate: '2026-05-25', frequency: 'WEEKLY' })).toBe('2026-06-01');
    expect(await next({ beginDate: '2025-06-02', frequency: 'YEARLY' })).toBe('2026-06-02');
    expect(await next({ beginDate: '2026-03-01', frequency: 'ONCE' })).toBe(null);
  });

  it('plans a transfer, a credit without account and answers the frequencies', async () => {
    const transfer = await a.client.post(
      '/api/echeances/0',
      rentBody(a, {
        operationType: 'TRANSFER',
        toAccount: { accountId: a.savings },
        debitCredit: 1,
        amount: 10_000,
      }),
    );
    expect(transfer.body).toMatchObject({
      operationType: 'TRANSFER',
      account: { accountId: a.current },
      toAccount: { accountId: a.savings },
      amount: -10_000,
    });
    const salary = await a.client.post(
      '/api/echeances/0',
      rentBody(a, { account: null, autoSave: false, debitCredit: 1, amount: 250_000 }),
    );
    expect(salary.body).toMatchObject({ account: null, amount: 250_000, debitCredit: 1 });
    const frequencies = (await a.client.get('/api/frequencies')).body;
    expect(frequencies.map((f: { code: string }) => f.code)).toEqual([
      'ONCE',
      'WEEKLY',
      'BIWEEKLY',
      'MONTHLY',
      'BIMONTHLY',
      'QUARTERLY',
      'SEMIANNUAL',
      'YEARLY',
    ]);
  });

  it('answers each rule’s code and writes nothing', async () => {
    const refused = async (over: object, messageCode: string) => {
      const answer = await a.client.post('/api/echeances/0', rentBody(a, over));
      expect(answer.status, messageCode).toBe(400);
      expect(answer.body).toEqual({ messageCode });
    };
    await refused({ amount: 0 }, 'echeance.amount.invalid');
    await refused({ amount: undefined }, 'echeance.amount.invalid');
    await refused({ category: { categoryId: -1 } }, 'echeance.category.isRequired');
    await refused({ beginDate: '' }, 'echeance.beginDate.isRequired');
    await refused({ beginDate: '2026-02-30' }, 'echeance.beginDate.invalid');
    await refused({ amount: 12.5 }, 'amount.invalid');
    await refused({ account: null }, 'echeance.account.isRequired');
    await refused(
      {
        autoSave: false,
        account: null,
        operationType: 'TRANSFER',
        toAccount: { accountId: a.savings },
      },
      'echeance.account.isRequired',
    );
    await refused({ frequency: 'DAILY' }, 'ValidationException');
    await refused({ operationType: 'TRANSFER', toAccount: null }, 'transfer.toAccount.isRequired');
    await refused(
      { operationType: 'TRANSFER', toAccount: { accountId: a.current } },
      'transfer.toAccount.same',
    );
    await refused(
      {
        category: { categoryId: -2 },
        splitOperations: [{ category: { categoryId: a.groceries }, amount: 1_000 }],
      },
      'operation.split.remainder',
    );
    await refused(
      {
        category: { categoryId: -2 },
        splitOperations: [{ category: { categoryId: -1 }, amount: 80_000 }],
      },
      'echeance.category.isRequired',
    );
    expect(await countPlans(ctx.db, a.id)).toBe(0);
  });

  it('deletes several plans, all of them or none', async () => {
    const ids: number[] = [];
    for (const beginDate of ['2026-01-01', '2026-02-01', '2026-03-01']) {
      ids.push(
        (await a.client.post('/api/echeances/0', rentBody(a, { beginDate }))).body.idEcheance,
      );
    }
    const b = await givenPlanner(ctx.db);
    const theirs = (await b.client.post('/api/echeances/0', rentBody(b))).body.idEcheance;
    const mixed = await a.client.post('/api/echeances/delete', { ids: [ids[0], theirs] });
    expect(mixed.status).toBe(404);
    expect(await countPlans(ctx.db, a.id)).toBe(3);
    expect(await countPlans(ctx.db, b.id)).toBe(1);
    expect((await a.client.post('/api/echeances/delete', { ids: [] })).status).toBe(400);
    const done = await a.client.post('/api/echeances/delete', { ids: [ids[0], ids[1], ids[0]] });
    expect(done.body).toEqual({ count: 2 });
    expect(
      (await a.client.get('/api/echeances')).body.map((e: { idEcheance: number }) => e.idEcheance),
    ).toEqual([ids[2]]);
  });

  it('answers 404 for another user’s plans and for their ids in a body, writing nothing', async () => {
    const b = await givenPlanner(ctx.db);
    const mine = (await a.client.post('/api/echeances/0', rentBody(a))).body;
    expect((await b.client.get(`/api/echeances/${mine.idEcheance}`)).status).toBe(404);
    expect((await b.client.post(`/api/echeances/${mine.idEcheance}`, rentBody(b))).status).toBe(
      404,
    );
    expect((await b.client.delete(`/api/echeances/${mine.idEcheance}`)).status).toBe(404);
    expect((await b.client.get('/api/echeances')).body).toEqual([]);
    expect((await a.client.get(`/api/echeances/${mine.idEcheance}`)).body).toEqual(mine);

    const foreign = [
      { account: { accountId: a.current } },
      { operationType: 'TRANSFER', toAccount: { accountId: a.savings } },
      { payee: { payeeId: a.payeeId } },
      { category: { categoryId: a.groceries } },
      { tags: [{ tagId: a.tagId }] },
      { budgets: [a.budgetId] },
      {
        category: { categoryId: -2 },
        splitOperations: [{ category: { categoryId: a.leisure }, amount: 80_000 }],
      },
    ];
    for (const over of foreign) {
      const created = await b.client.post('/api/echeances/0', rentBody(b, over));
      expect(created.status, JSON.stringify(over)).toBe(404);
      expect(created.body).toEqual({ messageCode: 'not.found' });
    }
    expect(await countPlans(ctx.db, b.id)).toBe(0);
    const theirs = (await b.client.post('/api/echeances/0', rentBody(b))).body;
    const edit = await b.client.post(
      `/api/echeances/${theirs.idEcheance}`,
      rentBody(b, { tags: [{ tagId: a.tagId }], amount: 1 }),
    );
    expect(edit.status).toBe(404);
    expect((await b.client.get(`/api/echeances/${theirs.idEcheance}`)).body).toEqual(theirs);
  });
});
