import { searchFold } from '../../contract/operations-search';
import type { Db, Executor } from '../db/database';
import { insertPlan } from './echeance-fixtures';
import { givenBooksUser } from './operation-api-fixtures';
import { TestClient, TestClock, createTestApp } from './test-app';

// A budget of the current account with a salary, a rent and a transfer planned, and real
// operations booked through the API (so the rollups are the write path's), for the survey tests.

async function category(
  db: Executor,
  userId: number,
  name: string,
  debitCredit: -1 | 1,
  parentId: number | null = null,
) {
  const row = await db
    .insertInto('categories')
    .values({
      userId,
      name,
      nameFolded: searchFold(name),
      debitCredit,
      level: parentId === null ? 1 : 2,
      parentId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function givenBudget(db: Executor, userId: number, accountIds: number[]) {
  const budget = await db
    .insertInto('budgets')
    .values({ userId, name: 'Foyer', startDate: '2026-01-01', type: 'PREVISIONNEL' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const accountId of accountIds) {
    await db
      .insertInto('budgetAccounts')
      .values({ userId, budgetId: budget.id, accountId })
      .execute();
  }
  return budget.id;
}

/** A simple operation through the API: `amount` signed cents, category -1 when undefined. */
export async function book(
  client: TestClient,
  accountId: number,
  date: string,
  amount: number,
  categoryId: number,
) {
  const answer = await client.post('/api/operation/SIMPLE/0', {
    account: { accountId },
    date,
    valueDate: date,
    amount: Math.abs(amount),
    debitCredit: amount < 0 ? -1 : 1,
    category: { categoryId },
  });
  if (answer.status !== 200) throw new Error(`booking failed: ${JSON.stringify(answer.body)}`);
}

export async function givenSurveyUser(db: Db) {
  const user = await givenBooksUser(db);
  const k = db.kysely;
  const income = await category(k, user.id, 'Revenus', 1);
  const salary = await category(k, user.id, 'Salaire', 1, income);
  const housing = await category(k, user.id, 'Logement', -1);
  const rent = await category(k, user.id, 'Loyer', -1, housing);
  const budgetId = await givenBudget(k, user.id, [user.current]);
  const plan = (amount: number, beginDate: string, categoryId: number, extra = {}) =>
    insertPlan(k, user.id, {
      accountId: user.current,
      amount,
      beginDate,
      splits: [{ categoryId, amount }],
      budgetIds: [budgetId],
      ...extra,
    });
  const salaryPlan = await plan(250_000, '2026-01-25', salary, { payeeId: user.payeeId });
  const rentPlan = await plan(-80_000, '2026-01-05', rent, { memo: 'Loyer' });
  const transferPlan = await plan(-10_000, '2026-01-10', user.leisure, {
    toAccountId: user.savings,
  });
  // Not in the budget.
  await insertPlan(k, user.id, {
    accountId: user.current,
    amount: -5_000,
    beginDate: '2026-01-01',
  });
  await book(user.client, user.current, '2026-03-25', 250_000, salary);
  await book(user.client, user.current, '2026-03-06', -82_000, rent);
  await book(user.client, user.current, '2026-03-10', -4_500, user.groceries);
  await book(user.client, user.current, '2026-03-11', -1_000, -1);
  // On an account outside the budget.
  await book(user.client, user.savings, '2026-03-12', -999, user.groceries);
  return { ...user, income, salary, housing, rent, budgetId, salaryPlan, rentPlan, transferPlan };
}

export type SurveyUser = Awaited<ReturnType<typeof givenSurveyUser>>;

/** Another client of the same user, whose server reads `now` as the time. */
export async function clientAt(db: Db, user: { login: string; password: string }, now: string) {
  const client = new TestClient(createTestApp(db, { clock: new TestClock(Date.parse(now)).read }));
  await client.signIn(user.login, user.password);
  return client;
}
