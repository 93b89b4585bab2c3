import { beforeEach, expect, it } from 'vitest';
import type { CategoryDto } from '../../../contract/categories';
import { categoriesOf, givenCategoryUser, type CategoryUser } from '../../test/category-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { operationRow } from '../../test/finance-fixtures';
import { givenAccount } from '../../test/test-app';

describeOnDatabases('categories: reorder, delete and enable', (ctx) => {
  let a: CategoryUser;
  const byId = async (categoryId: number, withNotEnabled = true) =>
    (await categoriesOf(a.client, withNotEnabled)).all.find((c) => c.categoryId === categoryId);
  const names = (nodes: CategoryDto[]) => nodes.map((c) => c.name);
  const reorder = (parent: number | string, sortedIds: number[]) =>
    a.client.post(`/api/category/${parent}/reorder`, { sortedIds });

  beforeEach(async () => {
    a = await givenCategoryUser(ctx.db);
  });

  it('reorders the children of a category and the top level of a tree', async () => {
    const [electricity, gas, heating] = ['Électricité', 'Gaz', 'Chauffage'].map((n) =>
      a.idOf(`Logement/Énergie/${n}`),
    ) as [number, number, number];
    const res = await reorder(a.idOf('Logement/Énergie'), [heating, electricity, gas]);
    expect(res.status).toBe(204);
    const energy = await byId(a.idOf('Logement/Énergie'));
    expect(names(energy!.children)).toEqual(['Chauffage', 'Électricité', 'Gaz']);
    const { trees } = await categoriesOf(a.client);
    const credit = trees.credit.map((c) => c.categoryId).reverse();
    expect((await reorder('CREDIT_ROOT', credit)).status).toBe(204);
    const after = await categoriesOf(a.client);
    expect(after.trees.credit.map((c) => c.categoryId)).toEqual(credit);
    expect(names(after.trees.debit)).toEqual(names(trees.debit));
  });

  it('refuses an order that is not the children, each once (category.reorder.invalid)', async () => {
    const energy = a.idOf('Logement/Énergie');
    const [electricity, gas, heating] = ['Électricité', 'Gaz', 'Chauffage'].map((n) =>
      a.idOf(`Logement/Énergie/${n}`),
    ) as [number, number, number];
    for (const sortedIds of [
      [electricity, gas],
      [electricity, gas, heating, a.idOf('Logement/Eau')],
      [electricity, gas, gas],
    ]) {
      const res = await reorder(energy, sortedIds);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ messageCode: 'category.reorder.invalid' });
    }
    const debitRoots = (await categoriesOf(a.client)).trees.debit.map((c) => c.categoryId);
    expect((await reorder('CREDIT_ROOT', debitRoots)).body).toEqual({
      messageCode: 'category.reorder.invalid',
    });
    expect((await reorder(energy, [])).status).toBe(400);
    expect((await reorder('NO_ROOT', [gas])).status).toBe(400);
    expect(names((await byId(energy))!.children)).toEqual(['Électricité', 'Gaz', 'Chauffage']);
  });

  it('takes the order of the enabled children only; disabled ones follow', async () => {
    const santé = (n: string) => a.idOf(`Santé/${n}`);
    await a.client.delete(`/api/category/${santé('Médecin')}`);
    const enabled = ['Optique', 'Dentiste', 'Mutuelle', 'Pharmacie'].map(santé);
    expect((await reorder(a.idOf('Santé'), enabled)).status).toBe(204);
    const health = await byId(a.idOf('Santé'));
    // Enabled first, then sortIndex, then name.
    expect(names(health!.children)).toEqual([
      'Optique',
      'Dentiste',
      'Mutuelle',
      'Pharmacie',
      'Médecin',
    ]);
  });

  it('disables a category with its subtree, hidden unless asked, and enables it back', async () => {
    const energy = a.idOf('Logement/Énergie');
    expect((await a.client.delete(`/api/category/${energy}`)).status).toBe(204);
    expect(await byId(energy, false)).toBeUndefined();
    expect(await byId(a.idOf('Logement/Énergie/Gaz'), false)).toBeUndefined();
    const shown = await byId(energy);
    expect(shown!.enabled).toBe(false);
    expect(shown!.children.every((c) => !c.enabled)).toBe(true);
    // Disabled categories sort after the enabled ones.
    const housing = await byId(a.idOf('Logement'));
    expect(housing!.children.at(-1)!.name).toBe('Énergie');
    expect((await a.client.post(`/api/category/${energy}/enable`)).status).toBe(204);
    const back = await byId(energy, false);
    expect(back!.enabled).toBe(true);
    expect(back!.children.every((c) => c.enabled)).toBe(true);
  });

  it('enables the parents of a category enabled again, so that it shows', async () => {
    await a.client.delete(`/api/category/${a.idOf('Logement')}`);
    await a.client.post(`/api/category/${a.idOf('Logement/Énergie/Gaz')}/enable`);
    expect((await byId(a.idOf('Logement'), false))!.enabled).toBe(true);
    expect((await byId(a.idOf('Logement/Énergie/Gaz'), false))!.enabled).toBe(true);
    expect(await byId(a.idOf('Logement/Loyer'), false)).toBeUndefined();
  });

  it('refuses to delete a category whose subtree operations use, planned ones included', async () => {
    const accountId = await givenAccount(ctx.db, a.id, 'Courant');
    const db = ctx.db.kysely;
    const operation = await db
      .insertInto('operations')
      .values(operationRow(a.id, accountId))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('splitOperations')
      .values({
        userId: a.id,
        operationId: operation.id,
        accountId,
        categoryId: a.idOf('Logement/Énergie/Gaz'),
        valueDate: '2024-03-10',
        amount: -1_000,
      })
      .execute();
    const echeance = await db
      .insertInto('echeances')
      .values({ userId: a.id, accountId, beginDate: '2024-01-01', amount: -500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('echeanceSplits')
      .values({ userId: a.id, echeanceId: echeance.id, categoryId: a.idOf('Santé'), amount: -500 })
      .execute();
    for (const path of ['Logement', 'Logement/Énergie', 'Logement/Énergie/Gaz', 'Santé']) {
      const res = await a.client.delete(`/api/category/${a.idOf(path)}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ messageCode: 'category.delete.attached-to-operations' });
    }
    expect((await byId(a.idOf('Logement')))!.enabled).toBe(true);
    expect((await a.client.delete(`/api/category/${a.idOf('Logement/Eau')}`)).status).toBe(204);
  });

  it('refuses to delete a category a payee names, as default or in a split template', async () => {
    const db = ctx.db.kysely;
    await db
      .insertInto('payees')
      .values({ userId: a.id, name: 'EDF', debitCategoryId: a.idOf('Logement/Énergie') })
      .execute();
    const payee = await db
      .insertInto('payees')
      .values({ userId: a.id, name: 'Pharmacie du coin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payeeSplitTemplates')
      .values({
        userId: a.id,
        payeeId: payee.id,
        debitCredit: -1,
        categoryId: a.idOf('Santé/Pharmacie'),
        percentageBp: 10_000,
      })
      .execute();
    for (const path of ['Logement', 'Logement/Énergie', 'Santé/Pharmacie']) {
      const res = await a.client.delete(`/api/category/${a.idOf(path)}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ messageCode: 'category.delete.attached-to-payees' });
    }
    expect((await byId(a.idOf('Santé/Pharmacie')))!.enabled).toBe(true);
    expect((await a.client.delete(`/api/category/${a.idOf('Logement/Énergie/Gaz')}`)).status).toBe(
      204,
    );
  });

  it("answers 404 for another user's category in the path or in sortedIds", async () => {
    const b = await givenCategoryUser(ctx.db);
    const theirs = a.idOf('Logement/Énergie');
    const children = ['Électricité', 'Gaz', 'Chauffage'].map((n) =>
      a.idOf(`Logement/Énergie/${n}`),
    );
    const bChildren = ['Électricité', 'Gaz', 'Chauffage'].map((n) =>
      b.idOf(`Logement/Énergie/${n}`),
    );
    const attempts = [
      await b.client.delete(`/api/category/${theirs}`),
      await b.client.post(`/api/category/${theirs}/enable`),
      await b.client.post(`/api/category/${theirs}/reorder`, { sortedIds: children }),
      await b.client.post(`/api/category/${b.idOf('Logement/Énergie')}/reorder`, {
        sortedIds: [bChildren[0], bChildren[1], children[2]],
      }),
      await b.client.post('/api/category/DEBIT_ROOT/reorder', { sortedIds: [a.idOf('Logement')] }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ messageCode: 'not.found' });
    }
    expect((await byId(theirs))!.enabled).toBe(true);
  });
});
