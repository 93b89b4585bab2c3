import { beforeEach, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import type { CategoryDto } from '../../../contract/categories';
import { categoriesOf, givenCategoryUser, type CategoryUser } from '../../test/category-fixtures';
import { describeOnDatabases } from '../../test/databases';

describeOnDatabases('categories: list and save', (ctx) => {
  let a: CategoryUser;
  const named = async (fullName: string): Promise<CategoryDto> => {
    const found = (await categoriesOf(a.client)).all.find((c) => c.fullName === fullName);
    if (!found) throw new Error(`no category ${fullName}`);
    return found;
  };
  const save = (body: object, categoryId?: number) =>
    a.client.post(`/api/category/${categoryId ?? 0}`, body);

  beforeEach(async () => {
    a = await givenCategoryUser(ctx.db);
  });

  it('answers both trees of the standard copy, ordered, with parents, levels and full names', async () => {
    const { trees, all } = await categoriesOf(a.client, false);
    expect(trees.debit.map((c) => c.name).slice(0, 3)).toEqual([
      'Logement',
      'Alimentation',
      'Transport',
    ]);
    expect(trees.credit[0]!.name).toBe('Salaires');
    const gas = all.find((c) => c.fullName === 'Logement / Énergie / Gaz')!;
    expect(gas).toMatchObject({
      categoryId: a.idOf('Logement/Énergie/Gaz'),
      debitCredit: -1,
      parent: { categoryId: a.idOf('Logement/Énergie'), name: 'Énergie' },
      children: [],
      enabled: true,
      owned: false,
      level: 3,
      // A copy stands for its template itself.
      similar: { categoryId: a.idOf('Logement/Énergie/Gaz'), name: 'Gaz' },
    });
    expect(all.filter((c) => c.debitCredit === 1).every((c) => c.fullName !== 'Logement')).toBe(
      true,
    );
  });

  it('creates a third-level category, last among its siblings, similar to a standard one', async () => {
    const res = await save({
      name: '  Bois  ',
      debitCredit: -1,
      parent: { categoryId: a.idOf('Logement/Énergie') },
      similar: { categoryId: a.idOf('Logement/Énergie/Chauffage') },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Bois',
      level: 3,
      owned: true,
      enabled: true,
      sortIndex: 3,
      fullName: 'Logement / Énergie / Bois',
      similar: { categoryId: a.idOf('Logement/Énergie/Chauffage'), name: 'Chauffage' },
    });
    const energy = await named('Logement / Énergie');
    expect(energy.children.map((c) => c.name)).toEqual(['Électricité', 'Gaz', 'Chauffage', 'Bois']);
  });

  it('creates a top-level category under null or the root of its tree', async () => {
    const similar = { categoryId: a.idOf('Autres revenus') };
    const top = await save({ name: 'Jeux', debitCredit: 1, parent: null, similar });
    expect(top.body).toMatchObject({ level: 1, parent: null, fullName: 'Jeux' });
    const root = { categoryId: 'CREDIT_ROOT' };
    const rooted = await save({ name: 'Loto', debitCredit: 1, parent: root, similar });
    expect(rooted.body).toMatchObject({ level: 1, parent: null });
    const wrongRoot = { categoryId: 'DEBIT_ROOT' };
    const refused = await save({ name: 'Pari', debitCredit: 1, parent: wrongRoot, similar });
    expect(refused.status).toBe(400);
  });

  it('requires the name and the similar category, creating nothing', async () => {
    const similar = { categoryId: a.idOf('Divers') };
    const before = (await categoriesOf(a.client)).all.length;
    for (const name of ['', '   ', undefined]) {
      const res = await save({ name, debitCredit: -1, similar });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ messageCode: 'category.name.isRequired' });
    }
    for (const missing of [undefined, null, { categoryId: -1 }]) {
      const res = await save({ name: 'Sans modèle', debitCredit: -1, similar: missing });
      expect(res.body).toEqual({ messageCode: 'category.similar.isRequired' });
    }
    expect((await categoriesOf(a.client)).all).toHaveLength(before);
  });

  it('refuses a similar category the user created (category.similar.owned)', async () => {
    const own = await save({
      name: 'Perso',
      debitCredit: -1,
      similar: { categoryId: a.idOf('Divers') },
    });
    const res = await save({
      name: 'Autre',
      debitCredit: -1,
      similar: { categoryId: own.body.categoryId },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ messageCode: 'category.similar.owned' });
    // The user's own category may change its similar one.
    const changed = await save(
      { name: 'Perso', debitCredit: -1, similar: { categoryId: a.idOf('Banque') } },
      own.body.categoryId,
    );
    expect(changed.body.similar).toEqual({ categoryId: a.idOf('Banque'), name: 'Banque' });
  });

  it('refuses a parent above level 2, and a move that would make a fourth level', async () => {
    const similar = { categoryId: a.idOf('Logement/Énergie/Gaz') };
    const parent = { categoryId: a.idOf('Logement/Énergie/Gaz') };
    const deep = await save({ name: 'Butane', debitCredit: -1, parent, similar });
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ messageCode: 'category.parent.tooDeep' });
    // Énergie has children: under Alimentation (level 1) they would reach level 4.
    const move = await save(
      {
        name: 'Énergie',
        debitCredit: -1,
        parent: { categoryId: a.idOf('Transport/Carburant') },
        similar: { categoryId: a.idOf('Logement/Énergie') },
      },
      a.idOf('Logement/Énergie'),
    );
    expect(move.body).toEqual({ messageCode: 'category.parent.tooDeep' });
    expect((await named('Logement / Énergie')).level).toBe(2);
  });

  it('refuses the category itself or one of its children as its parent', async () => {
    const body = (parentId: number) => ({
      name: 'Logement',
      debitCredit: -1,
      parent: { categoryId: parentId },
      similar: { categoryId: a.idOf('Logement') },
    });
    for (const parentId of [a.idOf('Logement'), a.idOf('Logement/Énergie')]) {
      const res = await save(body(parentId), a.idOf('Logement'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ messageCode: 'category.parentCategoryItself' });
    }
  });

  it('refuses a name its new siblings already have, whatever the case and accents', async () => {
    const body = (name: string) => ({
      name,
      debitCredit: -1,
      parent: { categoryId: a.idOf('Logement') },
      similar: { categoryId: a.idOf('Logement/Loyer') },
    });
    for (const name of ['Loyer', 'LOYER', 'loyér', ' Loyer ']) {
      const res = await save(body(name));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ messageCode: 'category.alreadyExist' });
    }
    const renamed = await save(body('Eau'), a.idOf('Logement/Loyer'));
    expect(renamed.body).toEqual({ messageCode: 'category.alreadyExist' });
    // Its own name, and the same name elsewhere, are fine.
    expect((await save(body('Loyer'), a.idOf('Logement/Loyer'))).status).toBe(200);
    const elsewhere = { ...body('Loyer'), parent: { categoryId: a.idOf('Divers') } };
    expect((await save(elsewhere)).status).toBe(200);
  });

  it('renames and moves a category with its subtree, which follows one level up', async () => {
    const res = await save(
      {
        name: 'Énergies',
        debitCredit: -1,
        parent: null,
        similar: { categoryId: a.idOf('Logement') },
      },
      a.idOf('Logement/Énergie'),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Énergies',
      level: 1,
      parent: null,
      fullName: 'Énergies',
      // A standard category stays the copy of its template.
      similar: { categoryId: a.idOf('Logement/Énergie'), name: 'Énergies' },
      owned: false,
    });
    expect(res.body.children.map((c: CategoryDto) => [c.name, c.level, c.fullName])).toEqual([
      ['Électricité', 2, 'Énergies / Électricité'],
      ['Gaz', 2, 'Énergies / Gaz'],
      ['Chauffage', 2, 'Énergies / Chauffage'],
    ]);
    const housing = await named('Logement');
    expect(housing.children.map((c) => c.name)).not.toContain('Énergie');
  });

  it('keeps a category in its tree: a parent or a change across trees is refused', async () => {
    const crossParent = await save({
      name: 'Croisé',
      debitCredit: -1,
      parent: { categoryId: a.idOf('Salaires') },
      similar: { categoryId: a.idOf('Divers') },
    });
    expect(crossParent.status).toBe(400);
    const crossTree = await save(
      { name: 'Divers', debitCredit: 1, parent: null, similar: { categoryId: a.idOf('Divers') } },
      a.idOf('Divers'),
    );
    expect(crossTree.status).toBe(400);
    expect((await named('Divers')).debitCredit).toBe(-1);
  });

  it('needs the CATEGORY functionality to add or edit (category.noFullAccess), not to read', async () => {
    const basic = await givenCategoryUser(ctx.db, ProfileName.user);
    const body = { name: 'Essai', debitCredit: -1, similar: { categoryId: basic.idOf('Divers') } };
    for (const res of [
      await basic.client.post('/api/category/0', body),
      await basic.client.post(`/api/category/${basic.idOf('Divers')}`, body),
      await basic.client.post('/api/category/0', {}),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ messageCode: 'category.noFullAccess' });
    }
    expect((await basic.client.get('/api/category')).status).toBe(200);
  });

  it("answers 404 for another user's category, parent or similar category", async () => {
    const b = await givenCategoryUser(ctx.db);
    const mine = { name: 'Chez B', debitCredit: -1, similar: { categoryId: b.idOf('Divers') } };
    const theirs = a.idOf('Divers');
    const attempts = [
      await b.client.post(`/api/category/${theirs}`, mine),
      await b.client.post('/api/category/0', { ...mine, parent: { categoryId: theirs } }),
      await b.client.post('/api/category/0', { ...mine, similar: { categoryId: theirs } }),
      await b.client.post('/api/category/999999999', mine),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ messageCode: 'not.found' });
    }
    const ids = (await categoriesOf(b.client)).all.map((c) => c.categoryId);
    expect(ids).not.toContain(theirs);
    expect((await named('Divers')).name).toBe('Divers');
  });
});
