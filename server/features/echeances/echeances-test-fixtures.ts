import type { Db } from '../../db/database';
import { givenBooksUser } from '../../test/operation-api-fixtures';
import { TestClient, TestClock, createTestApp } from '../../test/test-app';

// A signed-in user with books and a budget, whose server's today is 1 June 2026.

export async function givenPlanner(db: Db) {
  const user = await givenBooksUser(db);
  const clock = new TestClock();
  const client = new TestClient(createTestApp(db, { clock: clock.read }));
  await client.signIn(user.login, user.password);
  const budget = await db.kysely
    .insertInto('budgets')
    .values({ userId: user.id, name: 'Foyer', startDate: '2026-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...user, client, clock, budgetId: budget.id };
}
export type Planner = Awaited<ReturnType<typeof givenPlanner>>;

/** A monthly debit of 800.00 for the rent, saved automatically on the current account. */
export const rentBody = (p: Planner, over: object = {}) => ({
  beginDate: '2026-01-31',
  frequency: 'MONTHLY',
  amount: 80_000,
  debitCredit: -1,
  account: { accountId: p.current },
  autoSave: true,
  payee: { payeeId: p.payeeId },
  type: { typeId: -1 },
  memo: 'Loyer',
  category: { categoryId: p.groceries },
  tags: [{ tagId: p.tagId }],
  budgets: [{ accountId: p.budgetId }],
  ...over,
});

export async function countPlans(db: Db, userId: number) {
  const row = await db.kysely
    .selectFrom('echeances')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
