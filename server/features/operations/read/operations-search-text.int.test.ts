import { beforeEach, expect, it } from 'vitest';
import { searchFold } from '../../../../contract/operations-search';
import { givenCategoryUser, type CategoryUser } from '../../../test/category-fixtures';
import { describeOnDatabases } from '../../../test/databases';
import { insertAccount, insertBank } from '../../../test/finance-fixtures';

// The search's folded text (migration 0010) kept right by every write, through the routes
// people use: operations, payees, categories (created, renamed, copied at signup) and tags.

describeOnDatabases('operations search: folded text', (ctx) => {
  let a: CategoryUser & { account: number };

  async function givenSearcher() {
    const user = await givenCategoryUser(ctx.db);
    const bank = await insertBank(ctx.db.kysely, user.id);
    return { ...user, account: await insertAccount(ctx.db.kysely, user.id, bank, 'Courant') };
  }

  /** The answer of a save, which must succeed. */
  const ok = async (call: Promise<{ status: number; body: unknown }>) => {
    const res = await call;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Record<string, number>;
  };
  const saveTag = async (name: string, id = 0, user = a) =>
    (await ok(user.client.post(`/api/tags/${id}`, { name }))).tagId!;
  const savePayee = async (name: string, payeeId?: number, user = a) =>
    (
      await ok(
        user.client.post('/api/payees', {
          payeeId,
          name,
          debitCategory: { categoryId: user.idOf('Logement/Loyer') },
        }),
      )
    ).payeeId!;
  const saveCategory = async (name: string, id = 0) =>
    (
      await ok(
        a.client.post(`/api/category/${id}`, {
          name,
          debitCredit: -1,
          parent: { categoryId: a.idOf('Logement/Énergie') },
          similar: { categoryId: a.idOf('Logement/Énergie/Chauffage') },
        }),
      )
    ).categoryId!;
  const saveOperation = async (body: object, id = 0, user = a) =>
    (
      await ok(
        user.client.post(`/api/operation/SIMPLE/${id}`, {
          account: { accountId: user.account },
          date: '2024-03-09',
          valueDate: '2024-03-09',
          amount: 3_000,
          debitCredit: -1,
          ...body,
        }),
      )
    ).operationId!;
  const find = async (text: string, user = a) => {
    const res = await user.client.get(`/api/operation/search?text=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
    return (res.body as { operationId: number }[]).map((line) => line.operationId);
  };
  const split = (parts: object[]) => ({
    category: { categoryId: -2 },
    splitOperations: parts,
  });
  const folded = (table: 'payees' | 'categories' | 'tags', id: number) =>
    ctx.db.kysely
      .selectFrom(table)
      .select(['name', 'nameFolded'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const memos = async (operationId: number) => ({
    operation: await ctx.db.kysely
      .selectFrom('operations')
      .select(['memo', 'memoFolded'])
      .where('id', '=', operationId)
      .executeTakeFirstOrThrow(),
    parts: await ctx.db.kysely
      .selectFrom('splitOperations')
      .select(['memo', 'memoFolded'])
      .where('operationId', '=', operationId)
      .orderBy('id')
      .execute(),
  });

  beforeEach(async () => {
    a = await givenSearcher();
  });

  it('stores searchFold of every text on create, edit and rename', async () => {
    const tag = await saveTag('Noël');
    const payee = await savePayee('Café  Œuvre');
    const category = await saveCategory('Bûches');
    expect(await folded('tags', tag)).toEqual({ name: 'Noël', nameFolded: 'NOEL' });
    expect((await folded('payees', payee)).nameFolded).toBe(searchFold('Café  Œuvre'));
    expect((await folded('categories', category)).nameFolded).toBe('BUCHES');
    expect((await folded('categories', a.idOf('Logement/Énergie'))).nameFolded).toBe('ENERGIE');
    const id = await saveOperation({
      payee: { payeeId: payee },
      memo: 'Fête   de Noël',
      ...split([
        { category: { categoryId: category }, memo: 'Part à moi', amount: 1_000 },
        { memo: null, amount: 2_000, tags: [{ tagId: tag }] },
      ]),
    });
    expect(await memos(id)).toEqual({
      operation: { memo: 'Fête   de Noël', memoFolded: 'FETE DE NOEL' },
      parts: [
        { memo: 'Part à moi', memoFolded: 'PART A MOI' },
        { memo: null, memoFolded: '' },
      ],
    });
    await saveOperation({ memo: 'Cœur', category: { categoryId: category } }, id);
    expect(await memos(id)).toEqual({
      operation: { memo: 'Cœur', memoFolded: 'COEUR' },
      parts: [{ memo: null, memoFolded: '' }],
    });
    await saveOperation({ memo: null }, id);
    expect((await memos(id)).operation).toEqual({ memo: null, memoFolded: '' });
    await saveTag('Été', tag);
    await savePayee('Épicerie', payee);
    await saveCategory('Forêt', category);
    expect((await folded('tags', tag)).nameFolded).toBe('ETE');
    expect((await folded('payees', payee)).nameFolded).toBe('EPICERIE');
    expect((await folded('categories', category)).nameFolded).toBe('FORET');
  });

  it('CŒUR, coeur and Cœur find the same operations, by memo, payee, category, part memo or tag', async () => {
    const byMemo = await saveOperation({ memo: 'Fête du Cœur' });
    const byPayee = await saveOperation({ payee: { payeeId: await savePayee('Cœur de Lion') } });
    const category = await saveCategory('Coeurs');
    const byCategory = await saveOperation({ category: { categoryId: category } });
    const byPartMemo = await saveOperation(
      split([
        { memo: 'pour COEUR', amount: 1_000 },
        { memo: 'reste', amount: 2_000 },
      ]),
    );
    const byTag = await saveOperation({ tags: [{ tagId: await saveTag('cœur') }] });
    await saveOperation({ memo: 'chœur' });
    const all = [byMemo, byPayee, byCategory, byPartMemo, byTag];
    for (const text of ['CŒUR', 'coeur', 'Cœur', '  cœur ']) expect(await find(text)).toEqual(all);
  });

  it('finds part memos and tag names, and renamed texts by their new name only', async () => {
    const tag = await saveTag('Anniversaire');
    const payee = await savePayee('Boulangerie');
    const category = await saveCategory('Gâteaux');
    const id = await saveOperation({
      payee: { payeeId: payee },
      memo: 'Samedi',
      ...split([
        { category: { categoryId: category }, memo: 'Cadeau mamie', amount: 1_000 },
        { memo: null, amount: 2_000, tags: [{ tagId: tag }] },
      ]),
    });
    for (const text of ['mamie', 'ANNIV', 'boulanger', 'gateau', 'samedi']) {
      expect(await find(text), text).toEqual([id]);
    }
    await saveTag('Fête', tag);
    await savePayee('Pâtisserie', payee);
    await saveCategory('Bougies', category);
    await saveOperation(
      {
        payee: { payeeId: payee },
        memo: 'Dimanche',
        ...split([{ memo: 'Cadeau papi', amount: 3_000 }]),
      },
      id,
    );
    for (const text of ['mamie', 'anniv', 'boulanger', 'gateau', 'samedi']) {
      expect(await find(text), text).toEqual([]);
    }
    for (const text of ['papi', 'dimanche', 'patisserie'])
      expect(await find(text), text).toEqual([id]);
    await saveOperation(
      { memo: 'x', tags: [{ tagId: tag }], category: { categoryId: category } },
      id,
    );
    expect(await find('fete')).toEqual([id]);
    expect(await find('bougies')).toEqual([id]);
  });

  it("never finds another user's operations, nor through another user's names", async () => {
    const b = await givenSearcher();
    const mine = await saveOperation({ memo: 'Partagé' });
    const theirs = await saveOperation({ memo: 'Partagé' }, 0, b);
    await saveOperation({ payee: { payeeId: await savePayee('Secret', undefined, b) } }, 0, b);
    await saveOperation({ tags: [{ tagId: await saveTag('Caché', 0, b) }] }, 0, b);
    expect(await find('partage')).toEqual([mine]);
    expect(await find('partage', b)).toEqual([theirs]);
    expect(await find('secret')).toEqual([]);
    expect(await find('cache')).toEqual([]);
  });
});
