import { beforeEach, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import type { Executor } from '../../db/database';
import { givenCategoryUser } from '../../test/category-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan } from '../../test/echeance-fixtures';
import { givenPayee, givenTag, linkTransfer } from '../../test/payee-fixtures';
import { givenAccount } from '../../test/test-app';

interface Spent {
  accountId: number;
  date: string;
  amount: number;
  payeeId?: number | null;
  categoryId: number | null;
  tagIds?: number[];
}

async function givenSpent(db: Executor, userId: number, spent: Spent) {
  const stamp = '2024-03-01T10:00:00Z';
  const operation = await db
    .insertInto('operations')
    .values({
      userId,
      accountId: spent.accountId,
      date: spent.date,
      valueDate: spent.date,
      amount: spent.amount,
      payeeId: spent.payeeId ?? null,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const part = await db
    .insertInto('splitOperations')
    .values({
      userId,
      operationId: operation.id,
      accountId: spent.accountId,
      categoryId: spent.categoryId,
      valueDate: spent.date,
      amount: spent.amount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const tagId of spent.tagIds ?? []) {
    await db
      .insertInto('splitOperationTags')
      .values({ userId, splitOperationId: part.id, tagId })
      .execute();
  }
  return operation.id;
}

async function givenStatementUser(db: Parameters<typeof givenCategoryUser>[0]) {
  const user = await givenCategoryUser(db);
  const k = db.kysely;
  const accountId = await givenAccount(db, user.id, 'Courant');
  const landlord = await givenPayee(k, user.id, 'Bailleur');
  const employer = await givenPayee(k, user.id, 'Employeur');
  const home = await givenTag(k, user.id, 'Maison');
  const rent = user.idOf('Logement/Loyer');
  const salary = user.idOf('Salaires');
  await insertPlan(k, user.id, {
    accountId,
    amount: -80_000,
    beginDate: '2024-01-05',
    payeeId: landlord,
    splits: [{ categoryId: rent, amount: -80_000, tagIds: [home] }],
  });
  await insertPlan(k, user.id, {
    accountId,
    amount: 200_000,
    beginDate: '2024-01-25',
    payeeId: employer,
    splits: [{ categoryId: salary, amount: 200_000 }],
  });
  await givenSpent(k, user.id, {
    accountId,
    date: '2024-03-06',
    amount: -82_000,
    payeeId: landlord,
    categoryId: rent,
    tagIds: [home],
  });
  await givenSpent(k, user.id, {
    accountId,
    date: '2024-03-26',
    amount: 195_000,
    payeeId: employer,
    categoryId: salary,
  });
  await givenSpent(k, user.id, { accountId, date: '2024-03-12', amount: -4_550, categoryId: null });
  await givenSpent(k, user.id, {
    accountId,
    date: '2024-04-06',
    amount: -82_000,
    payeeId: landlord,
    categoryId: rent,
  });
  return { ...user, accountId, landlord, employer, home, rent, salary };
}

type StatementUser = Awaited<ReturnType<typeof givenStatementUser>>;

const MARCH = 'startDate=2024-03-01&endDate=2024-03-31';

describeOnDatabases('statement', (ctx) => {
  let a: StatementUser;

  beforeEach(async () => {
    a = await givenStatementUser(ctx.db);
  });

  it('sets planned occurrences against the operations of the period, per category and payee', async () => {
    const answer = await a.client.get(`/api/echeances/statement?${MARCH}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      startDate: '2024-03-01',
      endDate: '2024-03-31',
      lines: [
        {
          category: { id: a.rent, name: 'Logement / Loyer' },
          payee: { id: a.landlord, name: 'Bailleur' },
          planned: -80_000,
          real: -82_000,
          gap: -2_000,
          cumulative: -2_000,
        },
        {
          category: { id: a.salary, name: 'Salaires' },
          payee: { id: a.employer, name: 'Employeur' },
          planned: 200_000,
          real: 195_000,
          gap: -5_000,
          cumulative: -7_000,
        },
        {
          category: { id: -1, name: '' },
          payee: { id: -1, name: '' },
          planned: 0,
          real: -4_550,
          gap: -4_550,
          cumulative: -11_550,
        },
      ],
      totals: { planned: 120_000, real: 108_450, cumulative: -11_550 },
    });
  });

  it('counts every occurrence of the period and leaves transfers out', async () => {
    const savings = await givenAccount(ctx.db, a.id, 'Livret');
    await insertPlan(ctx.db.kysely, a.id, {
      accountId: a.accountId,
      toAccountId: savings,
      amount: -10_000,
      beginDate: '2024-01-01',
    });
    const out = await givenSpent(ctx.db.kysely, a.id, {
      accountId: a.accountId,
      date: '2024-03-02',
      amount: -10_000,
      categoryId: null,
    });
    const into = await givenSpent(ctx.db.kysely, a.id, {
      accountId: savings,
      date: '2024-03-02',
      amount: 10_000,
      categoryId: null,
    });
    await linkTransfer(ctx.db.kysely, out, into);
    const answer = await a.client.get(
      `/api/echeances/statement?startDate=2024-02-01&endDate=2024-04-30&payeeIds=${a.landlord}`,
    );
    expect(answer.body.lines).toEqual([
      expect.objectContaining({ planned: -240_000, real: -164_000, gap: 76_000 }),
    ]);
  });

  it('filters by category (with its subcategories), payee and tag', async () => {
    const byParent = await a.client.get(
      `/api/echeances/statement?${MARCH}&categoryIds=${a.idOf('Logement')}`,
    );
    expect(
      byParent.body.lines.map((line: { category: { id: number } }) => line.category.id),
    ).toEqual([a.rent]);
    const byPayee = await a.client.get(`/api/echeances/statement?${MARCH}&payeeIds=${a.employer}`);
    expect(byPayee.body.totals).toEqual({ planned: 200_000, real: 195_000, cumulative: -5_000 });
    const byTag = await a.client.get(`/api/echeances/statement?${MARCH}&tagIds=${a.home}`);
    expect(byTag.body.totals).toEqual({ planned: -80_000, real: -82_000, cumulative: -2_000 });
    const none = await a.client.get(
      `/api/echeances/statement?${MARCH}&categoryIds=${a.idOf('Santé')}`,
    );
    expect(none.body).toMatchObject({ lines: [], totals: { planned: 0, real: 0, cumulative: 0 } });
  });

  it('asks for both dates, in order (previsionnel.statement.no-period)', async () => {
    for (const query of [
      '',
      'startDate=2024-03-01',
      'endDate=2024-03-01',
      'startDate=2024-03-31&endDate=2024-03-01',
      'startDate=x&endDate=2024-03-01',
    ]) {
      const answer = await a.client.get(`/api/echeances/statement?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ messageCode: 'previsionnel.statement.no-period' });
    }
    const exported = await a.client.post('/api/export/statement', { startDate: '2024-03-01' });
    expect(exported.body).toEqual({ messageCode: 'previsionnel.statement.no-period' });
  });

  it('exports the statement as CSV in the user’s language, export.no.data when empty', async () => {
    const answer = await a.client.post('/api/export/statement', {
      startDate: '2024-03-01',
      endDate: '2024-03-31',
      payees: [a.landlord],
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.text.split('\r\n')).toEqual([
      '\uFEFF"Catégorie";"Tiers";Prévu;Réel;Écart;Cumul',
      '"Logement / Loyer";"Bailleur";-800,00;-820,00;-20,00;-20,00',
      '"Totaux";"01/03/2024 – 31/03/2024";-800,00;-820,00;-20,00;',
    ]);
    const empty = await a.client.post('/api/export/statement', {
      startDate: '2024-03-01',
      endDate: '2024-03-31',
      categories: [a.idOf('Santé')],
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ messageCode: 'export.no.data' });
  });

  it('writes the CSV in English for an English reader', async () => {
    await ctx.db.kysely
      .updateTable('users')
      .set({ language: 'en' })
      .where('id', '=', a.id)
      .execute();
    const answer = await a.client.post('/api/export/statement', {
      startDate: '2024-03-01',
      endDate: '2024-03-31',
      tags: [a.home],
    });
    expect(answer.text.split('\r\n')).toEqual([
      '\uFEFF"Category","Payee",Planned,Real,Gap,Cumulative',
      '"Logement / Loyer","Bailleur",-800.00,-820.00,-20.00,-20.00',
      '"Totals","2024-03-01 – 2024-03-31",-800.00,-820.00,-20.00,',
    ]);
  });

  it('answers 404 for another user’s filters and 403 to CSV without CSV_EXPORT', async () => {
    const b = await givenCategoryUser(ctx.db, ProfileName.user);
    const mine = await b.client.get(`/api/echeances/statement?${MARCH}`);
    expect(mine.body.lines).toEqual([]);
    for (const filter of [`categoryIds=${a.rent}`, `payeeIds=${a.landlord}`, `tagIds=${a.home}`]) {
      expect((await b.client.get(`/api/echeances/statement?${MARCH}&${filter}`)).status).toBe(404);
    }
    const foreign = await b.client.post('/api/export/statement', {
      startDate: '2024-03-01',
      endDate: '2024-03-31',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ messageCode: 'modal.access.warning' });
  });
});
