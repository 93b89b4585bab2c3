import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan } from '../../test/echeance-fixtures';
import { givenFinanceUser } from '../../test/finance-fixtures';
import { readEcheances, echeanceOccurrences } from './echeances-read.service';

describeOnDatabases('planned operations as the planning views read them', (ctx) => {
  it('lists plans with parts, tags and budgets, filtered by budget and account', async () => {
    const a = await givenFinanceUser(ctx.db.kysely);
    const b = await givenFinanceUser(ctx.db.kysely);
    const budget = await ctx.db.kysely
      .insertInto('budgets')
      .values({ userId: a.userId, name: 'Foyer', startDate: '2024-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rent = await insertPlan(ctx.db.kysely, a.userId, {
      accountId: a.accountId,
      amount: -80_000,
      beginDate: '2024-01-31',
      payeeId: a.payeeId,
      splits: [{ categoryId: a.categoryId, amount: -80_000, tagIds: [a.tagId] }],
      budgetIds: [budget.id],
    });
    const saving = await insertPlan(ctx.db.kysely, a.userId, {
      accountId: a.accountId,
      toAccountId: a.savingsId,
      amount: -10_000,
      beginDate: '2024-02-05',
      frequency: 'QUARTERLY',
    });
    await insertPlan(ctx.db.kysely, b.userId, {
      accountId: b.accountId,
      amount: -1,
      beginDate: '2024-01-01',
    });

    const all = await readEcheances(ctx.db.kysely, a.userId);
    expect(all.map((plan) => plan.id)).toEqual([a.echeanceId, rent, saving]);
    expect(all[1]).toMatchObject({
      payeeName: 'Carrefour',
      frequency: 'MONTHLY',
      autoSave: false,
      parts: [{ categoryId: a.categoryId, amount: -80_000, memo: null, tagIds: [a.tagId] }],
      budgetIds: [budget.id],
    });
    expect(
      (await readEcheances(ctx.db.kysely, a.userId, { budgetId: budget.id })).map((p) => p.id),
    ).toEqual([rent]);
    const savings = await readEcheances(ctx.db.kysely, a.userId, { accountId: a.savingsId });
    expect(savings.map((plan) => plan.id)).toEqual([saving]);

    const occurrences = await echeanceOccurrences(
      ctx.db.kysely,
      a.userId,
      { from: '2024-02-01', to: '2024-03-31' },
      { accountId: a.accountId },
    );
    expect(occurrences.map((o) => [o.date, o.plan.id])).toEqual([
      ['2024-02-01', a.echeanceId],
      ['2024-02-05', saving],
      ['2024-02-29', rent],
      ['2024-03-01', a.echeanceId],
      ['2024-03-31', rent],
    ]);
  });
});
