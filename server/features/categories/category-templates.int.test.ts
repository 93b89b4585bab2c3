import { beforeAll, expect, it } from 'vitest';
import { comparisonKey } from '../../../contract/text';
import { ensureAdmin } from '../../bootstrap';
import { loadConfig } from '../../config';
import { createLogger } from '../../http/logging';
import { flatten } from '../../test/category-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { signupRequest } from '../../test/signup-fixtures';
import { MemoryMailer, TestClient, createTestApp, givenUser } from '../../test/test-app';
import { generateUserData } from '../demo/demo.service';

describeOnDatabases('standard categories of a new user', (ctx) => {
  let mailer: MemoryMailer;
  let client: TestClient;

  beforeAll(() => {
    mailer = new MemoryMailer();
    client = new TestClient(createTestApp(ctx.db, { mailer }));
  });

  async function signedUp(language: 'fr' | 'en') {
    const body = signupRequest({ language });
    expect((await client.post('/api/signup', body)).status).toBe(201);
    const link = mailer.lastLinkTo(body.email);
    await client.get(link.pathname + link.search);
    const person = new TestClient(createTestApp(ctx.db));
    expect((await person.signIn(body.login, body.password)).status).toBe(200);
    return person;
  }

  const rootNames = async (person: TestClient) => {
    const { body } = await person.get('/api/category');
    return { debit: body.debit.map((c: { name: string }) => c.name), all: flatten(body) };
  };

  it('gives every English template name, unique among its siblings', async () => {
    const db = ctx.db.kysely;
    const templates = await db
      .selectFrom('categories')
      .leftJoin('categoryTemplateNames as en', (join) =>
        join.onRef('en.categoryId', '=', 'categories.id').on('en.language', '=', 'en'),
      )
      .select(['categories.id', 'categories.parentId', 'categories.debitCredit', 'en.name'])
      .where('categories.userId', 'is', null)
      .execute();
    expect(templates.length).toBeGreaterThan(80);
    expect(templates.filter((t) => !t.name)).toEqual([]);
    const keys = templates.map((t) => `${t.debitCredit}/${t.parentId}/${comparisonKey(t.name!)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names the tree of an English-speaking user in English, a French one in French', async () => {
    const english = await rootNames(await signedUp('en'));
    expect(english.debit.slice(0, 3)).toEqual(['Housing', 'Food', 'Transport']);
    expect(english.all.find((c) => c.name === 'Gas')?.fullName).toBe('Housing / Energy / Gas');
    expect(english.all.every((c) => !c.owned && c.similar?.categoryId === c.categoryId)).toBe(true);
    const french = await rootNames(await signedUp('fr'));
    expect(french.debit.slice(0, 3)).toEqual(['Logement', 'Alimentation', 'Transport']);
    expect(french.all).toHaveLength(english.all.length);
  });

  it('gives the admin created at first start the standard tree', async () => {
    const logger = createLogger('silent');
    await ensureAdmin(ctx.db, loadConfig({ ADMIN_PASSWORD: 'first-admin-pass' }), logger);
    const admin = new TestClient(createTestApp(ctx.db));
    await admin.signIn('admin', 'first-admin-pass');
    expect((await rootNames(admin)).debit[0]).toBe('Logement');
  });

  it('lets the data generator copy the tree in the user’s language and attach its payees', async () => {
    const user = await givenUser(ctx.db, { language: 'en' });
    await generateUserData(ctx.db.kysely, user.id, { operations: 50, seed: 3 });
    const person = new TestClient(createTestApp(ctx.db));
    await person.signIn(user.login, user.password);
    expect((await rootNames(person)).debit[0]).toBe('Housing');
    const payees = await ctx.db.kysely
      .selectFrom('payees')
      .select(['creditCategoryId', 'debitCategoryId'])
      .where('userId', '=', user.id)
      .execute();
    expect(payees.some((p) => p.debitCategoryId !== null)).toBe(true);
  });
});
