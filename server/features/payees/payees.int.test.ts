import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { givenPayeeUser, type PayeeUser } from '../../test/payee-fixtures';

describeOnDatabases('payees', (ctx) => {
  let a: PayeeUser;

  beforeEach(async () => {
    a = await givenPayeeUser(ctx.db);
  });

  const payee = (over: object = {}) => ({
    name: 'Carrefour',
    keywords: ' CARREFOUR , ,carrefour market,,',
    debitCategory: { categoryId: a.groceries },
    tags: [{ tagId: a.holidays }],
    ...over,
  });

  it('creates a payee and lists it by name with keywords, categories and tags', async () => {
    const saved = await a.client.post('/api/payees', payee());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Carrefour',
      keywords: ['CARREFOUR', 'carrefour market'],
      debitCredit: -1,
      default: false,
      creditCategory: { categoryId: -1, name: '' },
      debitCategory: { categoryId: a.groceries, name: 'Courses' },
      splitCategoriesCredit: [],
      splitCategoriesDebit: [],
      amountCredit: null,
      amountDebit: null,
      tags: [{ tagId: a.holidays, name: 'Vacances' }],
    });
    await a.client.post('/api/payees', payee({ name: 'auchan', keywords: [] }));
    await a.client.post('/api/payees', payee({ name: 'Édith', keywords: 'EDITH' }));
    const list = await a.client.get('/api/payees');
    expect(list.body.map((p: { name: string }) => p.name)).toEqual([
      'auchan',
      'Carrefour',
      'Édith',
    ]);
    expect(list.body[1]).toEqual(saved.body);
  });

  it('refuses a payee without a name or without any default category, saving nothing', async () => {
    const noName = await a.client.post('/api/payees', payee({ name: '  ' }));
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ messageCode: 'modal.payee.save.needName' });
    const missing = await a.client.post('/api/payees', {
      debitCategory: { categoryId: a.groceries },
    });
    expect(missing.body).toEqual({ messageCode: 'modal.payee.save.needName' });
    const noCategory = await a.client.post(
      '/api/payees',
      payee({ debitCategory: { categoryId: -1 }, creditCategory: null }),
    );
    expect(noCategory.status).toBe(400);
    expect(noCategory.body).toEqual({ messageCode: 'emptyCategories' });
    expect((await a.client.get('/api/payees')).body).toEqual([]);
  });

  it('refuses a second payee of the same name (case and accents ignored)', async () => {
    const first = await a.client.post('/api/payees', payee({ name: 'Café du coin' }));
    const clash = await a.client.post('/api/payees', payee({ name: 'CAFE DU COIN' }));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ messageCode: 'payee.alreadyExist' });
    const same = await a.client.post(
      '/api/payees',
      payee({ payeeId: first.body.payeeId, name: 'café du Coin' }),
    );
    expect(same.status).toBe(200);
  });

  it('saves split templates by percentage and by amount, and refuses broken ones', async () => {
    const split = {
      debitCategory: { categoryId: -2 },
      splitCategoriesDebit: [
        { category: { categoryId: a.groceries }, percentage: 60, tags: [{ tagId: a.family }] },
        { category: { categoryId: a.leisure }, percentage: 40 },
        { category: null, amount: 0, percentage: null },
      ],
      creditCategory: { categoryId: -2 },
      amountCredit: 10_000,
      splitCategoriesCredit: [
        { category: { categoryId: a.salary }, amount: 7_000 },
        { category: null, amount: 3_000 },
      ],
    };
    const saved = await a.client.post('/api/payees', payee(split));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      debitCategory: { categoryId: -2, name: '' },
      creditCategory: { categoryId: -2, name: '' },
      amountCredit: 10_000,
      splitCategoriesDebit: [
        {
          category: { categoryId: a.groceries, name: 'Courses' },
          tags: [{ tagId: a.family, name: 'Famille' }],
          amount: 0,
          percentage: 60,
        },
        { category: { categoryId: a.leisure, name: 'Loisirs' }, tags: [], percentage: 40 },
      ],
      splitCategoriesCredit: [
        { category: { categoryId: a.salary }, amount: 7_000, percentage: null },
        { category: { categoryId: -1, name: '' }, amount: 3_000, percentage: null },
      ],
    });
    const refusals: [object, string][] = [
      [{ splitCategoriesDebit: [] }, 'modal.payee.split.needPart'],
      [
        { splitCategoriesDebit: [{ category: { categoryId: a.groceries }, amount: 0 }] },
        'modal.payee.split.needAmount',
      ],
      [
        {
          splitCategoriesDebit: [
            { category: { categoryId: a.groceries }, percentage: 60 },
            { category: { categoryId: a.leisure }, percentage: 30 },
          ],
        },
        'modal.payee.split.remainder',
      ],
      [
        { splitCategoriesCredit: [{ category: null, amount: 9_000 }] },
        'modal.payee.split.remainder',
      ],
    ];
    refusals.push(
      [
        { splitCategoriesDebit: [{ category: { categoryId: a.groceries }, percentage: 120 }] },
        'percentage.invalid',
      ],
      [
        { splitCategoriesDebit: [{ category: { categoryId: a.groceries }, amount: 10.5 }] },
        'amount.invalid',
      ],
      [{ amountCredit: -5 }, 'amount.invalid'],
    );
    for (const [change, messageCode] of refusals) {
      const res = await a.client.post('/api/payees', payee({ ...split, ...change, name: 'Autre' }));
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { messageCode },
      });
    }
    expect((await a.client.get('/api/payees')).body).toHaveLength(1);
  });

  it('updates a payee, replacing its keywords, tags and templates; a split side turned plain drops its parts', async () => {
    const created = await a.client.post(
      '/api/payees',
      payee({
        debitCategory: { categoryId: -2 },
        splitCategoriesDebit: [{ category: { categoryId: a.groceries }, percentage: 100 }],
      }),
    );
    const updated = await a.client.post(
      '/api/payees',
      payee({
        payeeId: created.body.payeeId,
        name: 'Carrefour City',
        keywords: ['CRF CITY'],
        debitCategory: { categoryId: a.leisure },
        splitCategoriesDebit: [{ category: { categoryId: a.groceries }, percentage: 100 }],
        tags: [{ tagId: a.family }, { tagId: a.family }],
        default: true,
      }),
    );
    expect(updated.body).toMatchObject({
      payeeId: created.body.payeeId,
      name: 'Carrefour City',
      keywords: ['CRF CITY'],
      default: true,
      debitCategory: { categoryId: a.leisure, name: 'Loisirs' },
      splitCategoriesDebit: [],
      tags: [{ tagId: a.family, name: 'Famille' }],
    });
    expect((await a.client.get('/api/payees')).body).toEqual([updated.body]);
  });

  it('refuses a category of the other tree', async () => {
    const wrongTree = await a.client.post(
      '/api/payees',
      payee({ creditCategory: { categoryId: a.groceries } }),
    );
    expect(wrongTree.status).toBe(400);
    expect(wrongTree.body).toEqual({ messageCode: 'ValidationException' });
  });

  it('deletes a payee: its operations and planned operations keep no payee', async () => {
    const created = await a.client.post('/api/payees', payee());
    const payeeId = created.body.payeeId as number;
    const k = ctx.db.kysely;
    const operation = await k
      .insertInto('operations')
      .values({
        userId: a.id,
        accountId: a.accountId,
        date: '2026-01-02',
        valueDate: '2026-01-02',
        amount: -500,
        payeeId,
        createdAt: '2026-01-02T10:00:00Z',
        updatedAt: '2026-01-02T10:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const planned = await k
      .insertInto('echeances')
      .values({
        userId: a.id,
        accountId: a.accountId,
        beginDate: '2026-01-01',
        amount: -500,
        payeeId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deleted = await a.client.delete(`/api/payees/${payeeId}`);
    expect(deleted.status).toBe(204);
    expect((await a.client.get('/api/payees')).body).toEqual([]);
    const row = await k
      .selectFrom('operations')
      .select('payeeId')
      .where('id', '=', operation.id)
      .executeTakeFirstOrThrow();
    expect(row.payeeId).toBeNull();
    const plannedRow = await k
      .selectFrom('echeances')
      .select('payeeId')
      .where('id', '=', planned.id)
      .executeTakeFirstOrThrow();
    expect(plannedRow.payeeId).toBeNull();
    const keywords = await k
      .selectFrom('payeeKeywords')
      .selectAll()
      .where('payeeId', '=', payeeId)
      .execute();
    expect(keywords).toEqual([]);
    expect((await a.client.delete(`/api/payees/${payeeId}`)).status).toBe(404);
  });

  it('suggests a payee name from an operation label, else its memo', async () => {
    const label = await a.client.post('/api/payees/format', {
      label: 'PRLV SEPA EDF CLIENTS PARTICULIERS',
      memo: 'ignored',
    });
    expect(label.body).toEqual({ name: 'EDF Clients Particuliers' });
    const memo = await a.client.post('/api/payees/format', { label: ' ', memo: 'Boulangerie' });
    expect(memo.body).toEqual({ name: 'Boulangerie' });
    expect((await a.client.post('/api/payees/format', {})).body).toEqual({ name: '' });
  });
});
