import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { describeOnDatabases } from '../../../test/databases';
import { givenReader, op, type Reader } from '../../../test/operation-read-fixtures';
import { pointedBalanceOn } from './operations-statement.service';
import type { OperationInput } from '../write/operations-write.model';
import { writeOperations } from '../write/operations-write.service';

// GET and POST /api/account/{accountId}/statement: reconciliation against a bank statement.

describeOnDatabases('account statement routes', (ctx) => {
  let a: Reader;
  const k = () => ctx.db.kysely;
  const create = async (userId: number, operation: OperationInput) =>
    (await writeOperations(k(), userId, [{ kind: 'create', operation }])).created[0]!;
  const pointed = (userId: number, accountId: number, amount: number, date: string) =>
    create(userId, { ...op(accountId, amount, date), state: 'P' });
  const path = (accountId: number) => `/api/account/${accountId}/statement`;
  const statements = (userId: number) =>
    k()
      .selectFrom('accountStatements')
      .select(['accountId', 'date', 'closingBalance'])
      .where('userId', '=', userId)
      .orderBy('date')
      .execute();

  beforeEach(async () => {
    a = await givenReader(ctx.db);
  });

  async function expectRefused(body: object, status: number, code: string, accountId = a.current) {
    const before = await statements(a.id);
    const res = await a.client.post(path(accountId), body);
    expect([res.status, res.body]).toEqual([status, { messageCode: code }]);
    expect(await statements(a.id)).toEqual(before);
  }

  it('computes the pointed balance on a date from the rollups and that month’s lines', async () => {
    await pointed(a.id, a.current, -1_000, '2023-12-31');
    await pointed(a.id, a.current, 2_000, '2024-03-10');
    await pointed(a.id, a.current, 4_000, '2024-03-11');
    await create(a.id, op(a.current, -300, '2024-03-05'));
    await pointed(a.id, a.savings, 50, '2024-03-01');
    expect(await pointedBalanceOn(k(), a.id, a.current, '2024-03-10')).toBe(11_000);
    expect(await pointedBalanceOn(k(), a.id, a.current, '2024-02-29')).toBe(9_000);
    expect(await pointedBalanceOn(k(), a.id, a.current, '2099-01-01')).toBe(15_000);
  });

  it('records a reconciled statement, which the next reconciliation starts from', async () => {
    expect((await a.client.get(path(a.current))).body).toBeNull();
    await pointed(a.id, a.current, 2_000, '2024-03-10');
    const id = await create(a.id, op(a.current, -500, '2024-03-20'));
    await expectRefused({ date: '2024-03-31', balance: 11_500 }, 400, MessageCode.statementGap);
    await a.client.post('/api/operation/point', { ids: [id], state: 'P' });
    const saved = await a.client.post(path(a.current), { date: '2024-03-31', balance: 11_500 });
    const statement = { accountId: a.current, date: '2024-03-31', balance: 11_500 };
    expect([saved.status, saved.body]).toEqual([200, statement]);
    expect((await a.client.get(path(a.current))).body).toEqual(statement);
    expect((await a.client.get(path(a.savings))).body).toBeNull();
    await expectRefused(
      { date: '2024-02-29', balance: 12_000 },
      400,
      MessageCode.statementBeforeLast,
    );
    await pointed(a.id, a.current, 100, '2024-03-31');
    const again = await a.client.post(path(a.current), { date: '2024-03-31', balance: 11_600 });
    expect(again.body).toEqual({ ...statement, balance: 11_600 });
    await a.client.post(path(a.current), { date: '2024-04-30', balance: 11_600 });
    expect((await a.client.get(path(a.current))).body.date).toBe('2024-04-30');
    expect(await statements(a.id)).toEqual([
      { accountId: a.current, date: '2024-03-31', closingBalance: 11_600 },
      { accountId: a.current, date: '2024-04-30', closingBalance: 11_600 },
    ]);
  });

  it('reads a statement of any sign and refuses bad dates and amounts', async () => {
    await pointed(a.id, a.current, -25_000, '2024-01-05');
    const saved = await a.client.post(path(a.current), { date: '2024-01-31', balance: -15_000 });
    expect(saved.body.balance).toBe(-15_000);
    await expectRefused({ date: '31/01/2024', balance: 0 }, 400, MessageCode.operationDateInvalid);
    await expectRefused({ date: '2024-02-30', balance: 0 }, 400, MessageCode.operationDateInvalid);
    await expectRefused({ date: '2024-02-01', balance: 1.5 }, 400, MessageCode.amountInvalid);
    await expectRefused({ date: '2024-02-01' }, 400, MessageCode.amountInvalid);
  });

  it("answers 404 for another user's or an unknown account, recording nothing", async () => {
    const b = await givenReader(ctx.db);
    await b.client.post(path(b.current), { date: '2024-01-31', balance: 10_000 });
    const theirs = await statements(b.id);
    expect(theirs).toHaveLength(1);
    expect((await a.client.get(path(b.current))).status).toBe(404);
    await expectRefused(
      { date: '2024-02-29', balance: 10_000 },
      404,
      MessageCode.notFound,
      b.current,
    );
    await expectRefused(
      { date: '2024-02-29', balance: 10_000 },
      404,
      MessageCode.notFound,
      999_999,
    );
    expect(await statements(b.id)).toEqual(theirs);
    expect((await a.client.get('/api/account/abc/statement')).status).toBe(400);
  });
});
