import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan } from '../../test/echeance-fixtures';
import { givenBooksUser } from '../../test/operation-api-fixtures';

describeOnDatabases('scheduled-operation settings', (ctx) => {
  it('reads the defaults, saves the delay and the policy, lists the plans that save themselves', async () => {
    const a = await givenBooksUser(ctx.db);
    const db = ctx.db.kysely;
    const salary = await insertPlan(db, a.id, {
      accountId: a.current,
      amount: 250_000,
      beginDate: '2024-01-28',
      payeeId: a.payeeId,
      autoSave: true,
    });
    await db
      .updateTable('echeances')
      .set({ nextDate: '2024-04-28' })
      .where('id', '=', salary)
      .execute();
    const saving = await insertPlan(db, a.id, {
      accountId: a.current,
      toAccountId: a.savings,
      amount: -10_000,
      beginDate: '2024-01-05',
      autoSave: true,
      memo: 'Épargne',
    });
    await db
      .updateTable('echeances')
      .set({ nextDate: '2024-04-05' })
      .where('id', '=', saving)
      .execute();
    await insertPlan(db, a.id, { accountId: a.current, amount: -1, beginDate: '2024-01-01' });

    const read = await a.client.get('/api/echeance-settings');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      echeanceDelay: 0,
      catchUp: 'ALL',
      autoSavePlans: [
        {
          id: saving,
          accountName: 'Courant',
          toAccountName: 'Livret',
          payeeName: null,
          memo: 'Épargne',
          amount: -10_000,
          currency: 'EUR',
          frequency: 'MONTHLY',
          nextDate: '2024-04-05',
        },
        {
          id: salary,
          accountName: 'Courant',
          toAccountName: null,
          payeeName: 'Boulangerie',
          memo: null,
          amount: 250_000,
          currency: 'EUR',
          frequency: 'MONTHLY',
          nextDate: '2024-04-28',
        },
      ],
    });

    const saved = await a.client.post('/api/echeance-settings', {
      echeanceDelay: 7,
      catchUp: 'LATEST',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ echeanceDelay: 7, catchUp: 'LATEST' });
    expect((await a.client.get('/api/preferences')).body.echeanceDelay).toBe(7);

    const b = await givenBooksUser(ctx.db);
    expect((await b.client.get('/api/echeance-settings')).body).toEqual({
      echeanceDelay: 0,
      catchUp: 'ALL',
      autoSavePlans: [],
    });
  });

  it('refuses a delay outside 0–30 and an unknown policy, changing nothing', async () => {
    const a = await givenBooksUser(ctx.db);
    for (const echeanceDelay of [-1, 31, 2.5]) {
      const res = await a.client.post('/api/echeance-settings', { echeanceDelay, catchUp: 'ALL' });
      expect([res.status, res.body]).toEqual([400, { messageCode: 'param.echeanceDelay.invalid' }]);
    }
    const policy = await a.client.post('/api/echeance-settings', {
      echeanceDelay: 3,
      catchUp: 'SOME',
    });
    expect([policy.status, policy.body]).toEqual([
      400,
      { messageCode: 'echeance.catchUp.invalid' },
    ]);
    expect((await a.client.get('/api/echeance-settings')).body).toMatchObject({
      echeanceDelay: 0,
      catchUp: 'ALL',
    });
  });
});
