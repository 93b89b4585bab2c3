import { expect, it } from 'vitest';
import type { EcheanceCatchUp } from '../../../contract/echeance-settings';
import type { Executor } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan, type EcheanceRow } from '../../test/echeance-fixtures';
import { givenFinanceUser } from '../../test/finance-fixtures';
import { expectRollupsExact } from '../../test/rollup-fixtures';
import { rebuildRollups } from '../operations/write/operations-rollups.service';
import { writeOperations } from '../operations/write/operations-write.service';
import { runAutoSave } from './echeances-autosave.service';
import { matchOccurrence } from './echeances-occurrences.service';

const at = (iso: string) => new Date(`${iso}T12:00:00`).getTime();

async function givenUser(db: Executor, settings: { delay?: number; catchUp?: EcheanceCatchUp }) {
  const user = await givenFinanceUser(db);
  await rebuildRollups(db, user.userId);
  await db
    .insertInto('preferences')
    .values({
      userId: user.userId,
      echeanceDelay: settings.delay ?? 0,
      echeanceCatchUp: settings.catchUp ?? 'ALL',
    })
    .execute();
  return user;
}

async function autoPlan(db: Executor, userId: number, plan: EcheanceRow & { nextDate: string }) {
  const id = await insertPlan(db, userId, { ...plan, autoSave: true });
  await db.updateTable('echeances').set({ nextDate: plan.nextDate }).where('id', '=', id).execute();
  return id;
}

function savedOf(db: Executor, userId: number, echeanceId: number) {
  return db
    .selectFrom('operations')
    .select(['id', 'accountId', 'date', 'amount', 'operationType', 'transferId'])
    .where('userId', '=', userId)
    .where('echeanceId', '=', echeanceId)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

const nextDateOf = async (db: Executor, id: number) =>
  (await db.selectFrom('echeances').select('nextDate').where('id', '=', id).executeTakeFirst())
    ?.nextDate;

describeOnDatabases('the autoSave job', (ctx) => {
  it('saves each due occurrence once, the delay ahead, as operations with exact rollups', async () => {
    const db = ctx.db.kysely;
    const a = await givenUser(db, { delay: 3 });
    const rent = await autoPlan(db, a.userId, {
      accountId: a.accountId,
      amount: -80_000,
      beginDate: '2024-01-31',
      nextDate: '2024-02-29',
      payeeId: a.payeeId,
      splits: [{ categoryId: a.categoryId, amount: -80_000, tagIds: [a.tagId] }],
    });
    const manual = await insertPlan(db, a.userId, {
      accountId: a.accountId,
      amount: -1_000,
      beginDate: '2024-02-01',
    });

    await runAutoSave(db, at('2024-02-25'));
    expect(await savedOf(db, a.userId, rent)).toEqual([]);
    const first = await runAutoSave(db, at('2024-02-26'));
    expect(first.saved).toBeGreaterThanOrEqual(1);
    expect(await savedOf(db, a.userId, rent)).toMatchObject([
      { accountId: a.accountId, date: '2024-02-29', amount: -80_000, operationType: 'SIMPLE' },
    ]);
    expect(await nextDateOf(db, rent)).toBe('2024-03-31');
    await runAutoSave(db, at('2024-02-27'));
    expect(await savedOf(db, a.userId, rent)).toHaveLength(1);
    expect(await savedOf(db, a.userId, manual)).toEqual([]);

    const [operation] = await savedOf(db, a.userId, rent);
    const part = await db
      .selectFrom('splitOperations as s')
      .innerJoin('splitOperationTags as t', 't.splitOperationId', 's.id')
      .select(['s.categoryId', 't.tagId'])
      .where('s.operationId', '=', operation!.id)
      .execute();
    expect(part).toEqual([{ categoryId: a.categoryId, tagId: a.tagId }]);
    const occurrence = await db
      .selectFrom('echeanceOccurrences')
      .select(['dueDate', 'state', 'operationId'])
      .where('echeanceId', '=', rent)
      .execute();
    expect(occurrence).toEqual([
      { dueDate: '2024-02-29', state: 'SAVED', operationId: operation!.id },
    ]);
    await expectRollupsExact(db, a.userId);
  });

  it('writes a transfer as both legs, and a finished plan keeps no next date', async () => {
    const db = ctx.db.kysely;
    const a = await givenUser(db, {});
    const saving = await autoPlan(db, a.userId, {
      accountId: a.accountId,
      toAccountId: a.savingsId,
      amount: -10_000,
      beginDate: '2024-03-05',
      nextDate: '2024-03-05',
      frequency: 'ONCE',
    });
    await runAutoSave(db, at('2024-03-05'));
    const legs = await savedOf(db, a.userId, saving);
    expect(legs.map((leg) => [leg.accountId, leg.amount, leg.operationType])).toEqual([
      [a.accountId, -10_000, 'TRANSFER'],
      [a.savingsId, 10_000, 'TRANSFER'],
    ]);
    expect(legs[0]!.transferId).toBe(legs[1]!.id);
    expect(await nextDateOf(db, saving)).toBeNull();
    await expectRollupsExact(db, a.userId);
  });

  it.each([
    ['ALL', ['2024-01-10', '2024-02-10', '2024-03-10', '2024-04-10']],
    ['LATEST', ['2024-03-10', '2024-04-10']],
    ['NONE', ['2024-04-10']],
  ] as const)('catches up the dates missed during a gap: %s', async (catchUp, dates) => {
    const db = ctx.db.kysely;
    const a = await givenUser(db, { catchUp, delay: 2 });
    const plan = await autoPlan(db, a.userId, {
      accountId: a.accountId,
      amount: -2_500,
      beginDate: '2024-01-10',
      nextDate: '2024-01-10',
    });
    await runAutoSave(db, at('2024-04-08'));
    expect((await savedOf(db, a.userId, plan)).map((op) => op.date)).toEqual(dates);
    expect(await nextDateOf(db, plan)).toBe('2024-05-10');
    await expectRollupsExact(db, a.userId);
  });

  it('two workers at the same moment save each occurrence once', async () => {
    const db = ctx.db.kysely;
    const users = [await givenUser(db, {}), await givenUser(db, {})];
    const plans: number[] = [];
    for (const user of users) {
      for (const frequency of ['WEEKLY', 'MONTHLY', 'BIWEEKLY'] as const) {
        plans.push(
          await autoPlan(db, user.userId, {
            accountId: user.accountId,
            toAccountId: frequency === 'BIWEEKLY' ? user.savingsId : null,
            amount: -700,
            beginDate: '2024-01-01',
            nextDate: '2024-01-01',
            frequency,
          }),
        );
      }
    }
    const runs = await Promise.all([0, 1, 2].map(() => runAutoSave(db, at('2024-03-31'))));
    // 13 weekly, 3 monthly and 7 fortnightly dates from 1 January to 31 March 2024, per user.
    expect(runs.reduce((sum, run) => sum + run.saved, 0)).toBe(2 * (13 + 3 + 7));
    for (const plan of plans) {
      const user = users[plans.indexOf(plan) < 3 ? 0 : 1]!;
      const saved = await savedOf(db, user.userId, plan);
      const dates = saved.filter((op) => op.accountId === user.accountId).map((op) => op.date);
      expect(new Set(dates).size).toBe(dates.length);
    }
    for (const user of users) {
      const count = await db
        .selectFrom('echeanceOccurrences')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', user.userId)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(13 + 3 + 7);
      await expectRollupsExact(db, user.userId);
    }
  });

  it('leaves an occurrence already matched by the user: its date is taken', async () => {
    const db = ctx.db.kysely;
    const a = await givenUser(db, {});
    const plan = await autoPlan(db, a.userId, {
      accountId: a.accountId,
      amount: -1_200,
      beginDate: '2024-06-10',
      nextDate: '2024-06-10',
    });
    const { created } = await writeOperations(db, a.userId, [
      {
        kind: 'create',
        operation: {
          accountId: a.accountId,
          date: '2024-06-08',
          valueDate: '2024-06-08',
          amount: -1_200,
          parts: [{ categoryId: null, amount: -1_200 }],
        },
      },
    ]);
    await matchOccurrence(db, a.userId, { echeanceId: plan, date: '2024-06-10' }, created[0]!);
    await runAutoSave(db, at('2024-07-10'));
    expect((await savedOf(db, a.userId, plan)).map((op) => op.date)).toEqual(['2024-07-10']);
    expect(await nextDateOf(db, plan)).toBe('2024-08-10');
  });

  it('a user whose plan cannot be saved changes nothing and stops no one else', async () => {
    const db = ctx.db.kysely;
    const [broken, fine] = [await givenUser(db, {}), await givenUser(db, {})];
    const bad = await autoPlan(db, broken.userId, {
      accountId: broken.accountId,
      amount: -3_000,
      beginDate: '2024-08-01',
      nextDate: '2024-08-01',
      splits: [{ categoryId: null, amount: -1_000 }],
    });
    const good = await autoPlan(db, fine.userId, {
      accountId: fine.accountId,
      amount: -3_000,
      beginDate: '2024-08-01',
      nextDate: '2024-08-01',
    });
    const report = await runAutoSave(db, at('2024-08-01'));
    expect(report.failed.map((failure) => failure.userId)).toEqual([broken.userId]);
    expect(await savedOf(db, broken.userId, bad)).toEqual([]);
    expect(await nextDateOf(db, bad)).toBe('2024-08-01');
    expect((await savedOf(db, fine.userId, good)).map((op) => op.date)).toEqual(['2024-08-01']);
  });

  it('an operation the user deletes leaves its occurrence planned, never saved again', async () => {
    const db = ctx.db.kysely;
    const a = await givenUser(db, {});
    const plan = await autoPlan(db, a.userId, {
      accountId: a.accountId,
      amount: -900,
      beginDate: '2024-05-01',
      nextDate: '2024-05-01',
    });
    await runAutoSave(db, at('2024-05-01'));
    const [operation] = await savedOf(db, a.userId, plan);
    await writeOperations(db, a.userId, [{ kind: 'delete', ids: [operation!.id] }]);
    expect(
      await db
        .selectFrom('echeanceOccurrences')
        .selectAll()
        .where('echeanceId', '=', plan)
        .execute(),
    ).toEqual([]);
    await runAutoSave(db, at('2024-05-02'));
    expect(await savedOf(db, a.userId, plan)).toEqual([]);
    await expectRollupsExact(db, a.userId);
  });
});
