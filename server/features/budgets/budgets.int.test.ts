import { beforeEach, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import type { Db } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, createTestApp, givenAccount, givenUser } from '../../test/test-app';

async function givenBudgetUser(db: Db, profileName: ProfileName = ProfileName.premium) {
  const user = await givenUser(db, { profileName });
  const client = new TestClient(createTestApp(db));
  await client.signIn(user.login, user.password);
  return {
    ...user,
    client,
    current: await givenAccount(db, user.id, 'Courant'),
    savings: await givenAccount(db, user.id, 'Livret'),
  };
}

type BudgetUser = Awaited<ReturnType<typeof givenBudgetUser>>;

const budgetOf = (accountIds: number[], name = 'Maison', favorite = false) => ({
  name,
  startDate: '2026-01-01',
  accounts: accountIds.map((accountId) => ({ accountId })),
  favorite,
});

async function insertPlannedBudget(db: Db, userId: number, accountId: number) {
  const row = await db.kysely
    .insertInto('budgets')
    .values({ userId, name: 'Prévu', type: 'PLANNED', startDate: '2025-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('budgetAccounts')
    .values({ userId, budgetId: row.id, accountId })
    .execute();
  return row.id;
}

describeOnDatabases('budgets', (ctx) => {
  let a: BudgetUser;

  beforeEach(async () => {
    a = await givenBudgetUser(ctx.db);
  });

  it('creates a PREVISIONNEL budget, reads, lists, updates and deletes it', async () => {
    const created = await a.client.post('/api/budgets/0', budgetOf([a.savings, a.current]));
    expect(created.status).toBe(200);
    const budgetId = created.body.accountId as number;
    expect(created.body).toEqual({
      accountId: expect.any(Number),
      name: 'Maison',
      type: 'PREVISIONNEL',
      startDate: '2026-01-01',
      accounts: [
        { accountId: a.current, name: 'Courant' },
        { accountId: a.savings, name: 'Livret' },
      ],
      favorite: false,
    });
    expect((await a.client.get(`/api/budgets/${budgetId}`)).body).toEqual(created.body);
    const updated = await a.client.post(`/api/budgets/${budgetId}`, {
      ...budgetOf([a.current], ' Vacances '),
      startDate: '2026-06-01',
    });
    expect(updated.body).toMatchObject({
      name: 'Vacances',
      startDate: '2026-06-01',
      accounts: [{ accountId: a.current, name: 'Courant' }],
    });
    expect((await a.client.get('/api/budgets')).body).toEqual([updated.body]);
    expect((await a.client.delete(`/api/budgets/${budgetId}`)).status).toBe(204);
    expect((await a.client.get(`/api/budgets/${budgetId}`)).status).toBe(404);
  });

  it('refuses a budget without name, start date or account, writing nothing', async () => {
    const cases: [object, string][] = [
      [{ ...budgetOf([a.current]), name: '  ' }, 'budget.name.isRequired'],
      [{ ...budgetOf([a.current]), startDate: undefined }, 'budget.startDate.isRequired'],
      [{ ...budgetOf([a.current]), startDate: '2026-02-30' }, 'budget.startDate.isRequired'],
      [budgetOf([]), 'budget.accounts.isRequired'],
      [{ ...budgetOf([]), accounts: undefined }, 'budget.accounts.isRequired'],
    ];
    for (const [body, messageCode] of cases) {
      const answer = await a.client.post('/api/budgets/0', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ messageCode });
    }
    expect((await a.client.get('/api/budgets')).body).toEqual([]);
  });

  it('keeps one favourite: setting one clears the other, the favourite listed first', async () => {
    const first = (await a.client.post('/api/budgets/0', budgetOf([a.current], 'Zèbre', true)))
      .body;
    const second = (await a.client.post('/api/budgets/0', budgetOf([a.current], 'Abeille'))).body;
    let list = (await a.client.get('/api/budgets')).body as {
      accountId: number;
      favorite: boolean;
    }[];
    expect(list.map((b) => [b.accountId, b.favorite])).toEqual([
      [first.accountId, true],
      [second.accountId, false],
    ]);
    await a.client.post(`/api/budgets/${second.accountId}`, budgetOf([a.current], 'Abeille', true));
    list = (await a.client.get('/api/budgets')).body;
    expect(list.map((b) => [b.accountId, b.favorite])).toEqual([
      [second.accountId, true],
      [first.accountId, false],
    ]);
  });

  it('keeps PLANNED budgets read-only: no update, no favourite, no deletion', async () => {
    const planned = await insertPlannedBudget(ctx.db, a.id, a.current);
    const update = await a.client.post(`/api/budgets/${planned}`, budgetOf([a.current], 'Autre'));
    expect(update.status).toBe(409);
    expect(update.body).toEqual({ messageCode: 'budget.planned.readOnly' });
    const deletion = await a.client.delete(`/api/budgets/${planned}`);
    expect(deletion.status).toBe(409);
    expect(deletion.body).toEqual({ messageCode: 'budget.planned.readOnly' });
    expect((await a.client.get(`/api/budgets/${planned}`)).body).toMatchObject({
      name: 'Prévu',
      type: 'PLANNED',
      favorite: false,
    });
  });

  it('asks the BUDGET functionality to delete or choose the favourite, not to save', async () => {
    const basic = await givenBudgetUser(ctx.db, ProfileName.user);
    const saved = await basic.client.post('/api/budgets/0', budgetOf([basic.current]));
    expect(saved.status).toBe(200);
    const budgetId = saved.body.accountId as number;
    const favorite = await basic.client.post(
      `/api/budgets/${budgetId}`,
      budgetOf([basic.current], 'Maison', true),
    );
    expect(favorite.status).toBe(403);
    expect(favorite.body).toEqual({ messageCode: 'modal.access.warning' });
    expect(
      (await basic.client.post('/api/budgets/0', budgetOf([basic.current], 'F', true))).status,
    ).toBe(403);
    const deletion = await basic.client.delete(`/api/budgets/${budgetId}`);
    expect(deletion.status).toBe(403);
    expect(deletion.body).toEqual({ messageCode: 'modal.access.warning' });
    expect((await basic.client.get('/api/budgets')).body).toEqual([saved.body]);
  });

  it('answers 404 to another user for A’s budgets and A’s accounts, writing nothing', async () => {
    const budget = (await a.client.post('/api/budgets/0', budgetOf([a.current]))).body;
    const b = await givenBudgetUser(ctx.db);
    expect((await b.client.get('/api/budgets')).body).toEqual([]);
    expect((await b.client.get(`/api/budgets/${budget.accountId}`)).status).toBe(404);
    const takeOver = await b.client.post(`/api/budgets/${budget.accountId}`, budgetOf([b.current]));
    expect(takeOver.status).toBe(404);
    expect((await b.client.delete(`/api/budgets/${budget.accountId}`)).status).toBe(404);
    const foreignAccount = await b.client.post('/api/budgets/0', budgetOf([b.current, a.current]));
    expect(foreignAccount.status).toBe(404);
    expect((await b.client.get('/api/budgets')).body).toEqual([]);
    const own = (await b.client.post('/api/budgets/0', budgetOf([b.current]))).body;
    const update = await b.client.post(`/api/budgets/${own.accountId}`, budgetOf([a.savings], 'X'));
    expect(update.status).toBe(404);
    expect((await b.client.get(`/api/budgets/${own.accountId}`)).body).toEqual(own);
    expect((await a.client.get(`/api/budgets/${budget.accountId}`)).body).toEqual(budget);
  });
});
