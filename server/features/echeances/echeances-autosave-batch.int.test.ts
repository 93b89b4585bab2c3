import { expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan, type EcheanceRow } from '../../test/echeance-fixtures';
import { givenFinanceUser, type FinanceUser } from '../../test/finance-fixtures';
import { expectRollupsExact, storedSums } from '../../test/rollup-fixtures';
import { rebuildRollups } from '../operations/write/operations-rollups.service';
import { runAutoSave } from './echeances-autosave.service';
import { saveTogether, workOf } from './echeances-autosave-batch';
import { readEcheancesOfUsers } from './echeances-read.service';

// The autoSave job's batched path (saveTogether) on its own: many users in one transaction.

const TODAY = '2024-03-31';
const settings = { today: TODAY, delay: 0, catchUp: 'ALL' } as const;
/** Per user: 13 weekly, 3 monthly and 7 fortnightly dates from 1 January to 31 March 2024. */
const DUE_PER_USER = 13 + 3 + 7;

async function givenUser(db: Executor) {
  const user = await givenFinanceUser(db);
  await rebuildRollups(db, user.userId);
  return user;
}

/** A split debit with a tag, a credit transfer into the account, a debit transfer out of it. */
async function givenPlans(db: Executor, user: FinanceUser) {
  const plan = (row: Omit<EcheanceRow, 'beginDate'>) =>
    insertPlan(db, user.userId, { ...row, beginDate: '2024-01-01', autoSave: true });
  const plans = [
    await plan({
      accountId: user.accountId,
      amount: -700,
      frequency: 'WEEKLY',
      payeeId: user.payeeId,
      splits: [
        { categoryId: user.categoryId, amount: -500, tagIds: [user.tagId] },
        { categoryId: null, amount: -200 },
      ],
    }),
    await plan({ accountId: user.accountId, toAccountId: user.savingsId, amount: 2_500 }),
    await plan({
      accountId: user.accountId,
      toAccountId: user.savingsId,
      amount: -1_200,
      frequency: 'BIWEEKLY',
    }),
  ];
  await db
    .updateTable('echeances')
    .set({ nextDate: '2024-01-01' })
    .where('id', 'in', plans)
    .execute();
  return plans;
}

async function workOfUsers(db: Executor, users: readonly FinanceUser[], plans: number[]) {
  const ids = users.map((user) => user.userId);
  const byUser = await readEcheancesOfUsers(db, ids, plans);
  return ids.map((userId) => workOf(userId, byUser.get(userId) ?? [], settings));
}

const occurrencesOf = (db: Executor, userId: number) =>
  db
    .selectFrom('echeanceOccurrences as o')
    .innerJoin('operations as op', 'op.id', 'o.operationId')
    .innerJoin('echeances as e', 'e.id', 'o.echeanceId')
    .select([
      'o.echeanceId',
      'o.dueDate',
      'op.date',
      'op.accountId',
      'e.accountId as planAccountId',
    ])
    .where('o.userId', '=', userId)
    .execute();

async function expectSavedOnce(db: Executor, user: FinanceUser) {
  const rows = await occurrencesOf(db, user.userId);
  expect(rows).toHaveLength(DUE_PER_USER);
  for (const row of rows) {
    expect(row.date).toBe(row.dueDate);
    expect(row.accountId).toBe(row.planAccountId);
  }
  const operations = await db
    .selectFrom('operations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', user.userId)
    .where('echeanceId', 'is not', null)
    .executeTakeFirstOrThrow();
  // A transfer is two legs: the fortnightly and monthly plans.
  expect(Number(operations.n)).toBe(13 + 2 * 3 + 2 * 7);
  await expectRollupsExact(db, user.userId);
  const kept = await storedSums(db, user.userId);
  await rebuildRollups(db, user.userId);
  expect(await storedSums(db, user.userId)).toEqual(kept);
}

describeOnDatabases('the autoSave job, many users together', (ctx) => {
  it('saves every user’s due occurrences once, linked to their own leg, with exact rollups', async () => {
    const db = ctx.db.kysely;
    const users = [await givenUser(db), await givenUser(db), await givenUser(db)];
    const plans = (await Promise.all(users.map((user) => givenPlans(db, user)))).flat();
    const work = await workOfUsers(db, users, plans);
    expect(await saveTogether(db, work)).toBe(users.length * DUE_PER_USER);
    for (const user of users) await expectSavedOnce(db, user);
    expect(await saveTogether(db, work)).toBe(0);
  });

  it('two batches of the same users at the same moment save each occurrence once', async () => {
    const db = ctx.db.kysely;
    const users = [await givenUser(db), await givenUser(db), await givenUser(db)];
    const plans = (await Promise.all(users.map((user) => givenPlans(db, user)))).flat();
    const work = await workOfUsers(db, users, plans);
    const runs = await Promise.all([saveTogether(db, work), saveTogether(db, work)]);
    expect(runs[0]! + runs[1]!).toBe(users.length * DUE_PER_USER);
    for (const user of users) await expectSavedOnce(db, user);
    expect((await runAutoSave(db, new Date(`${TODAY}T12:00:00`).getTime())).saved).toBe(0);
  });

  it('a user whose plan cannot be saved fails the batch, then stops no one else', async () => {
    const db = ctx.db.kysely;
    const [fine, broken] = [await givenUser(db), await givenUser(db)];
    const plans = await givenPlans(db, fine);
    const bad = await insertPlan(db, broken.userId, {
      accountId: broken.accountId,
      amount: -3_000,
      beginDate: '2024-03-31',
      autoSave: true,
      splits: [{ categoryId: null, amount: -1_000 }],
    });
    await db.updateTable('echeances').set({ nextDate: TODAY }).where('id', '=', bad).execute();
    const work = await workOfUsers(db, [fine, broken], [...plans, bad]);
    await expect(saveTogether(db, work)).rejects.toMatchObject({ status: 400 });
    expect(await occurrencesOf(db, fine.userId)).toEqual([]);

    const report = await runAutoSave(db, new Date(`${TODAY}T12:00:00`).getTime());
    expect(report.failed.map((failure) => failure.userId)).toEqual([broken.userId]);
    expect(report.saved).toBe(DUE_PER_USER);
    await expectSavedOnce(db, fine);
    const left = await db
      .selectFrom('echeances')
      .select('nextDate')
      .where('id', '=', bad)
      .executeTakeFirst();
    expect(left?.nextDate).toBe(TODAY);
  });
});
