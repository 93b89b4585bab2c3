import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan } from '../../test/echeance-fixtures';
import { insertAccount, insertBank } from '../../test/finance-fixtures';
import { givenReader, op, type Reader } from '../../test/operation-read-fixtures';
import { createTestApp, TestClient, TestClock } from '../../test/test-app';
import type { OperationInput } from '../operations/write/operations-write.model';
import { writeOperations } from '../operations/write/operations-write.service';

// GET /api/echeances/operations, /operations/month and /projection.

describeOnDatabases('forecast views', (ctx) => {
  let a: Reader;
  let salary: number;
  let rent: number;
  let saving: number;
  const k = () => ctx.db.kysely;
  const create = async (userId: number, operation: OperationInput) =>
    (await writeOperations(k(), userId, [{ kind: 'create', operation }])).created[0]!;
  const brief = (lines: { date: string; amount: number; cumulative: number; real: boolean }[]) =>
    lines.map((l) => [l.date, l.amount, l.cumulative, l.real]);

  beforeEach(async () => {
    a = await givenReader(ctx.db);
    salary = await insertPlan(k(), a.id, {
      accountId: a.current,
      amount: 250_000,
      beginDate: '2026-01-25',
      payeeId: a.payee,
    });
    rent = await insertPlan(k(), a.id, {
      accountId: a.current,
      amount: -80_000,
      beginDate: '2026-01-05',
      splits: [
        { categoryId: a.groceries, amount: -60_000 },
        { categoryId: a.leisure, amount: -20_000 },
      ],
    });
    saving = await insertPlan(k(), a.id, {
      accountId: a.current,
      toAccountId: a.savings,
      amount: -10_000,
      beginDate: '2026-01-10',
    });
  });

  it('lists the occurrences of a period with the running sum, transfers between accounts 0', async () => {
    const res = await a.client.get(
      '/api/echeances/operations?startDate=2026-06-01&endDate=2026-07-09',
    );
    expect(res.status).toBe(200);
    expect(brief(res.body.lines)).toEqual([
      ['2026-06-05', -80_000, -80_000, false],
      ['2026-06-10', -10_000, -80_000, false],
      ['2026-06-25', 250_000, 170_000, false],
      ['2026-07-05', -80_000, 90_000, false],
    ]);
    expect(res.body.totals).toEqual({ planned: 90_000, real: 0, total: 90_000 });
    const [first, second, third] = res.body.lines;
    expect(first).toMatchObject({
      idEcheance: rent,
      state: 'PLANNED',
      operationId: null,
      category: { categoryId: -2 },
      mainCategory: { categoryId: a.groceries, name: 'Courses' },
      account: { accountId: a.current, name: 'Courant', currency: { symb: '€' } },
      toAccount: null,
    });
    expect(second).toMatchObject({ idEcheance: saving, toAccount: { accountId: a.savings } });
    expect(third).toMatchObject({ idEcheance: salary, payee: { payeeId: a.payee } });
  });

  it('shows one account over two months, a transfer into it positive', async () => {
    const path = `/api/echeances/operations/month?yearMonth=2026-06&accountId=${a.savings}`;
    const res = await a.client.get(path);
    expect([res.body.startDate, res.body.endDate]).toEqual(['2026-06-01', '2026-07-31']);
    expect(brief(res.body.lines)).toEqual([
      ['2026-06-10', 10_000, 10_000, false],
      ['2026-07-10', 10_000, 20_000, false],
    ]);
    const all = await a.client.get(
      '/api/echeances/operations/month?yearMonth=2026-12&accountId=ALL&periodLength=1',
    );
    expect(all.body.endDate).toBe('2026-12-31');
    expect(all.body.lines).toHaveLength(3);
  });

  it('mixes the real operations in by date, one saved from a plan shown once', async () => {
    const paid = await create(a.id, { ...op(a.current, -80_000, '2026-06-05'), echeanceId: rent });
    await create(a.id, op(a.current, -4_500, '2026-06-05'));
    await create(a.id, op(a.savings, 1_000, '2026-05-31'));
    const res = await a.client.get(
      '/api/echeances/operations?startDate=2026-06-01&endDate=2026-06-30&integration=true',
    );
    expect(brief(res.body.lines)).toEqual([
      ['2026-06-05', -80_000, -80_000, true],
      ['2026-06-05', -4_500, -84_500, true],
      ['2026-06-05', -80_000, -164_500, false],
      ['2026-06-10', -10_000, -164_500, false],
      ['2026-06-25', 250_000, 85_500, false],
    ]);
    expect(res.body.lines[0]).toMatchObject({
      operationId: paid,
      idEcheance: rent,
      state: 'SAVED',
    });
    expect(res.body.lines[1]).toMatchObject({ idEcheance: null, state: null });
    expect(res.body.totals).toEqual({ planned: 170_000, real: -84_500, total: 85_500 });
  });

  it('keeps a budget’s plans and the real operations of its accounts', async () => {
    const budget = await k()
      .insertInto('budgets')
      .values({ userId: a.id, name: 'Épargne', startDate: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k()
      .insertInto('budgetAccounts')
      .values({ userId: a.id, budgetId: budget.id, accountId: a.savings })
      .execute();
    await k()
      .insertInto('echeanceBudgets')
      .values({ userId: a.id, echeanceId: saving, budgetId: budget.id })
      .execute();
    await create(a.id, op(a.savings, 700, '2026-06-02'));
    await create(a.id, op(a.current, -300, '2026-06-02'));
    const res = await a.client.get(
      `/api/echeances/operations?startDate=2026-06-01&endDate=2026-06-30&integration=true&budgetId=${budget.id}`,
    );
    expect(brief(res.body.lines)).toEqual([
      ['2026-06-02', 700, 700, true],
      ['2026-06-10', -10_000, -9_300, false],
    ]);
  });

  it('refuses a wrong period and answers 404 for another user’s budget or account', async () => {
    const invalid = await a.client.get(
      '/api/echeances/operations?startDate=2026-06-30&endDate=2026-06-01',
    );
    expect([invalid.status, invalid.body]).toEqual([
      400,
      { messageCode: 'operation.period.invalid' },
    ]);
    const long = await a.client.get(
      '/api/echeances/operations?startDate=2026-01-01&endDate=2027-01-02',
    );
    expect(long.status).toBe(400);
    const month = await a.client.get('/api/echeances/operations/month?yearMonth=2026-13');
    expect(month.status).toBe(400);
    const b = await givenReader(ctx.db);
    const budget = await k()
      .insertInto('budgets')
      .values({ userId: a.id, name: 'A', startDate: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const q = 'startDate=2026-06-01&endDate=2026-06-30';
    expect(
      (await b.client.get(`/api/echeances/operations?${q}&budgetId=${budget.id}`)).status,
    ).toBe(404);
    const month404 = `/api/echeances/operations/month?yearMonth=2026-06&accountId=${a.current}`;
    expect((await b.client.get(month404)).status).toBe(404);
    expect((await b.client.get(`/api/echeances/projection?accountId=${a.current}`)).status).toBe(
      404,
    );
    const own = await b.client.get(`/api/echeances/operations?${q}&integration=true`);
    expect(own.body.lines).toEqual([]);
  });

  it('projects today’s balance with the planned occurrences, one series per currency', async () => {
    const clock = new TestClock(Date.parse('2026-06-07T10:00:00Z'));
    const client = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
    await client.signIn(a.login, a.password);
    await create(a.id, op(a.current, -15_000, '2026-06-06'));
    await create(a.id, op(a.current, -1_000, '2026-06-20'));
    const dollars = await insertAccount(k(), a.id, await insertBank(k(), a.id, 'US'), 'Checking', {
      currencyId: 2,
      initialBalance: 3_000,
    });
    const res = await client.get('/api/echeances/projection');
    expect(res.status).toBe(200);
    expect([res.body.today, res.body.endDate]).toEqual(['2026-06-07', '2026-09-07']);
    const [euro, dollar] = res.body.series;
    expect(euro).toMatchObject({ currency: { currencyId: 1 }, accountIds: [a.current, a.savings] });
    expect(euro.startBalance).toBe(45_000);
    expect(euro.points.slice(0, 3)).toEqual([
      { date: '2026-06-20', balance: 44_000 },
      { date: '2026-06-25', balance: 294_000 },
      { date: '2026-07-05', balance: 214_000 },
    ]);
    expect(euro.lowest).toEqual({ date: '2026-06-20', balance: 44_000 });
    expect(euro.endBalance).toBe(45_000 - 1_000 + 3 * 250_000 - 3 * 80_000);
    expect(dollar).toMatchObject({ accountIds: [dollars], startBalance: 3_000, points: [] });

    const current = await client.get(`/api/echeances/projection?accountId=${a.current}&months=12`);
    expect(current.body.endDate).toBe('2027-06-07');
    const [only] = current.body.series;
    expect(only.startBalance).toBe(-5_000);
    expect(only.points[0]).toEqual({ date: '2026-06-10', balance: -15_000 });
    expect(only.lowest).toEqual({ date: '2026-06-20', balance: -16_000 });
    expect((await client.get('/api/echeances/projection?months=6')).status).toBe(400);
  });
});
