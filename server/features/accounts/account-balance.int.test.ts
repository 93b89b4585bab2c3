import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import { createAccount, createBank, insertOperation } from '../../test/account-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';

describeOnDatabases('account balance', (ctx) => {
  let client: TestClient;
  let userId: number;
  let accountId: number;

  beforeEach(async () => {
    const user = await givenUser(ctx.db);
    userId = user.id;
    const clock = new TestClock(Date.parse('2024-03-15T12:00:00Z'));
    client = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
    await client.signIn(user.login, user.password);
    accountId = await createAccount(client, await createBank(client), { initialBalance: 10_000 });
    const db = ctx.db.kysely;
    await insertOperation(db, userId, accountId, {
      amount: -2_500,
      date: '2024-03-01',
      state: 'P',
    });
    await insertOperation(db, userId, accountId, { amount: 1_000, date: '2024-03-10' });
    await insertOperation(db, userId, accountId, { amount: -700, date: '2024-03-20', state: 'P' });
  });

  it('adds the operations dated up to the day to the initial balance, pointed ones apart', async () => {
    const res = await client.get(`/api/account/${accountId}/balance?date=2024-03-10`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accountId,
      date: '2024-03-10',
      balance: 8_500,
      pointedBalance: 7_500,
    });
    const before = await client.get(`/api/account/${accountId}/balance?date=2024-02-28`);
    expect(before.body).toMatchObject({ balance: 10_000, pointedBalance: 10_000 });
  });

  it('answers the balance of today by default', async () => {
    const res = await client.get(`/api/account/${accountId}/balance`);
    expect(res.body).toMatchObject({ date: '2024-03-15', balance: 8_500 });
  });

  it('refuses a date that does not exist', async () => {
    const res = await client.get(`/api/account/${accountId}/balance?date=2024-02-30`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ messageCode: MessageCode.accountDateInvalid });
  });

  it('adds the earlier months from the rollups and the month’s own lines', async () => {
    const db = ctx.db.kysely;
    await insertOperation(db, userId, accountId, {
      amount: 40_000,
      date: '2023-12-31',
      state: 'P',
    });
    await insertOperation(db, userId, accountId, { amount: -300, date: '2024-02-29' });
    const res = await client.get(`/api/account/${accountId}/balance?date=2024-03-10`);
    expect(res.body).toMatchObject({ balance: 48_200, pointedBalance: 47_500 });
    const january = await client.get(`/api/account/${accountId}/balance?date=2024-01-01`);
    expect(january.body).toMatchObject({ balance: 50_000, pointedBalance: 50_000 });
  });
});
