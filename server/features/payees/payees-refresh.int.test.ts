import { beforeEach, expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import {
  givenOperation,
  givenPayeeUser,
  linkTransfer,
  partsOf,
  type PayeeUser,
} from '../../test/payee-fixtures';

describeOnDatabases(
  'payees: refreshPayee gives the defaults to uncategorised operations',
  (ctx) => {
    let a: PayeeUser;
    let k: Executor;
    const operation = (
      payeeId: number | null,
      amount: number,
      categoryId?: number,
      memo?: string,
    ) => givenOperation(k, { id: a.id, accountId: a.accountId }, payeeId, amount, categoryId, memo);
    const refresh = (payeeId: number) => a.client.post(`/api/operation/refreshPayee/${payeeId}`);

    beforeEach(async () => {
      a = await givenPayeeUser(ctx.db);
      k = ctx.db.kysely;
    });

    it('gives debits the debit category and credits the credit one, with the payee’s tags', async () => {
      const { body: payee } = await a.client.post('/api/payees', {
        name: 'Employeur',
        debitCategory: { categoryId: a.leisure },
        creditCategory: { categoryId: a.salary },
        tags: [{ tagId: a.family }],
      });
      const debit = await operation(payee.payeeId, -1_200);
      const credit = await operation(payee.payeeId, 250_000);
      const categorised = await operation(payee.payeeId, -300, a.groceries);
      const otherPayee = await operation(null, -400);
      const [legA, legB] = [
        await operation(payee.payeeId, -500),
        await operation(payee.payeeId, 500),
      ];
      await linkTransfer(k, legA, legB);

      const res = await refresh(payee.payeeId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ count: 2 });
      expect(await partsOf(k, debit)).toEqual([
        { categoryId: a.leisure, amount: -1_200, memo: null, tags: [a.family] },
      ]);
      expect(await partsOf(k, credit)).toEqual([
        { categoryId: a.salary, amount: 250_000, memo: null, tags: [a.family] },
      ]);
      expect((await partsOf(k, categorised))[0]).toMatchObject({
        categoryId: a.groceries,
        tags: [],
      });
      expect((await partsOf(k, otherPayee))[0]).toMatchObject({ categoryId: null });
      expect((await partsOf(k, legA))[0]).toMatchObject({ categoryId: null });
      expect((await refresh(payee.payeeId)).body).toEqual({ count: 0 });
    });

    it('splits by the template: 60/40 of odd cents, the rounding cent to the largest part', async () => {
      const { body: payee } = await a.client.post('/api/payees', {
        name: 'Hypermarché',
        debitCategory: { categoryId: -2 },
        splitCategoriesDebit: [
          { category: { categoryId: a.groceries }, percentage: 60, tags: [{ tagId: a.holidays }] },
          { category: { categoryId: a.leisure }, percentage: 40 },
        ],
        tags: [{ tagId: a.family }],
      });
      const odd = await operation(payee.payeeId, -8_731, undefined, 'CB HYPER 12/03');
      const credit = await operation(payee.payeeId, 1_000);
      expect((await refresh(payee.payeeId)).body).toEqual({ count: 1 });
      expect(await partsOf(k, odd)).toEqual([
        {
          categoryId: a.groceries,
          amount: -5_239,
          memo: 'CB HYPER 12/03',
          tags: [a.holidays, a.family].sort((x, y) => x - y),
        },
        { categoryId: a.leisure, amount: -3_492, memo: null, tags: [a.family] },
      ]);
      expect((await partsOf(k, credit))[0]).toMatchObject({ categoryId: null, amount: 1_000 });
    });

    it('puts what fixed amounts leave in a part without category, dropping parts of zero', async () => {
      const { body: payee } = await a.client.post('/api/payees', {
        name: 'Abonnements',
        debitCategory: { categoryId: -2 },
        amountDebit: 3_000,
        splitCategoriesDebit: [
          { category: { categoryId: a.groceries }, amount: 1_000 },
          { category: { categoryId: a.leisure }, amount: 2_000 },
        ],
      });
      const more = await operation(payee.payeeId, -3_500);
      const less = await operation(payee.payeeId, -500);
      expect((await refresh(payee.payeeId)).body).toEqual({ count: 2 });
      expect((await partsOf(k, more)).map((p) => [p.categoryId, p.amount])).toEqual([
        [a.groceries, -1_000],
        [a.leisure, -2_000],
        [null, -500],
      ]);
      expect((await partsOf(k, less)).map((p) => [p.categoryId, p.amount])).toEqual([
        [a.groceries, -1_000],
        [a.leisure, -2_000],
        [null, 2_500],
      ]);
    });

    it('changes nothing on a side without default', async () => {
      const { body: payee } = await a.client.post('/api/payees', {
        name: 'Remboursements',
        creditCategory: { categoryId: a.salary },
      });
      const debit = await operation(payee.payeeId, -100);
      expect((await refresh(payee.payeeId)).body).toEqual({ count: 0 });
      expect((await partsOf(k, debit))[0]).toMatchObject({ categoryId: null });
      expect((await a.client.post('/api/operation/refreshPayee/999999')).status).toBe(404);
    });
  },
);
