import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { givenOperation, givenPayeeUser, type PayeeUser } from '../../test/payee-fixtures';

describeOnDatabases('payees: one user’s ids are unknown to another', (ctx) => {
  let a: PayeeUser;
  let b: PayeeUser;
  let payeeId: number;

  beforeEach(async () => {
    a = await givenPayeeUser(ctx.db);
    b = await givenPayeeUser(ctx.db);
    const saved = await a.client.post('/api/payees', {
      name: 'Loyer',
      debitCategory: { categoryId: a.groceries },
      tags: [{ tagId: a.holidays }],
    });
    payeeId = saved.body.payeeId;
    await givenOperation(ctx.db.kysely, { id: a.id, accountId: a.accountId }, payeeId, -70_000);
  });

  const own = (over: object) => ({
    name: 'Mine',
    debitCategory: { categoryId: b.groceries },
    ...over,
  });

  it('answers 404 to B for A’s payee in the path, the query and the body', async () => {
    expect((await b.client.get('/api/payees')).body).toEqual([]);
    expect((await b.client.get(`/api/payees/${payeeId}`)).status).toBe(404);
    expect((await a.client.get(`/api/payees/${payeeId}`)).body).toMatchObject({ name: 'Loyer' });
    const update = await b.client.post('/api/payees', own({ payeeId, name: 'Volé' }));
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ messageCode: 'not.found' });
    expect((await b.client.delete(`/api/payees/${payeeId}`)).status).toBe(404);
    expect((await b.client.get(`/api/payees/has-operations?payeesId=${payeeId}`)).status).toBe(404);
    expect((await b.client.post(`/api/operation/refreshPayee/${payeeId}`)).status).toBe(404);
    const [payee] = (await a.client.get('/api/payees')).body;
    expect(payee).toMatchObject({ payeeId, name: 'Loyer' });
  });

  it('answers 404 to a payee saved with another user’s or a standard category, or another’s tag', async () => {
    const template = await ctx.db.kysely
      .selectFrom('categories')
      .select('id')
      .where('userId', 'is', null)
      .where('debitCredit', '=', -1)
      .executeTakeFirstOrThrow();
    const bodies = [
      own({ debitCategory: { categoryId: a.groceries } }),
      own({ creditCategory: { categoryId: a.salary } }),
      own({ debitCategory: { categoryId: template.id } }),
      own({ tags: [{ tagId: a.holidays }] }),
      own({
        debitCategory: { categoryId: -2 },
        splitCategoriesDebit: [{ category: { categoryId: a.leisure }, percentage: 100 }],
      }),
      own({
        debitCategory: { categoryId: -2 },
        splitCategoriesDebit: [
          { category: { categoryId: b.leisure }, percentage: 100, tags: [{ tagId: a.family }] },
        ],
      }),
    ];
    for (const body of bodies) {
      const res = await b.client.post('/api/payees', body);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 404,
        body: { messageCode: 'not.found' },
      });
    }
    expect((await b.client.get('/api/payees')).body).toEqual([]);
  });

  it('tells whether payees have operations', async () => {
    const other = await a.client.post('/api/payees', {
      name: 'Sans opération',
      creditCategory: { categoryId: a.salary },
    });
    const ask = (ids: string) => a.client.get(`/api/payees/has-operations?payeesId=${ids}`);
    expect((await ask(`${other.body.payeeId}`)).body).toEqual({ value: false });
    expect((await ask(`${other.body.payeeId},${payeeId}`)).body).toEqual({ value: true });
    const repeated = await a.client.get(
      `/api/payees/has-operations?payeesId=${payeeId}&payeesId=${other.body.payeeId}`,
    );
    expect(repeated.body).toEqual({ value: true });
    expect((await ask('abc')).status).toBe(400);
    expect((await a.client.get('/api/payees/has-operations')).status).toBe(400);
  });
});
