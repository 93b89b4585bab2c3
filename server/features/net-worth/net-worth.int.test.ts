import { beforeAll, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { describeOnDatabases } from '../../test/databases';
import { insertAccount, insertBank } from '../../test/finance-fixtures';
import { simpleBody } from '../../test/operation-api-fixtures';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';
import { refreshEcbRates } from '../exchange-rates/exchange-rates-ecb.service';

const [EUR, USD, CHF] = [1, 2, 4];
const ecbDay = (day: string, chf: string, usd: string) => ({
  day,
  rates: [
    { currency: 'CHF', rate: chf },
    { currency: 'USD', rate: usd },
  ],
});

// A household with euro, Swiss franc and dollar accounts, on 1 June 2026 (the test clock).
describeOnDatabases('net worth in the main currency', (ctx) => {
  const clock = new TestClock(Date.parse('2026-06-01T10:00:00Z'));
  let client: TestClient;
  let accounts: Record<'eur' | 'chf' | 'usd', number>;

  const spend = async (account: number, cents: number, date: string, debitCredit = -1) => {
    const body = simpleBody(account, cents, { date, valueDate: date, debitCredit });
    expect((await client.post('/api/operation/SIMPLE/0', body)).status).toBe(200);
  };
  const netWorth = async (query = '?from=2026-03') =>
    (await client.get(`/api/netWorth${query}`)).body;

  beforeAll(async () => {
    const user = await givenUser(ctx.db, { profileName: ProfileName.premium });
    client = new TestClient(createTestApp(ctx.db, { clock: clock.read }));
    await client.signIn(user.login, user.password);
    const bank = await insertBank(ctx.db.kysely, user.id);
    const account = (name: string, currencyId: number, initialBalance: number) =>
      insertAccount(ctx.db.kysely, user.id, bank, name, { currencyId, initialBalance });
    accounts = {
      eur: await account('Courant', EUR, 1000_00),
      chf: await account('Salaire', CHF, 500_00),
      usd: await account('Courtage', USD, 200_00),
    };
    await spend(accounts.eur, 100_00, '2026-03-15');
    await spend(accounts.chf, 50_00, '2026-04-10', 1);
    await spend(accounts.usd, 20_00, '2026-06-01');
    const days = [
      ecbDay('2026-03-31', '0.95', '1.08'),
      ecbDay('2026-04-30', '0.94', '1.1'),
      ecbDay('2026-05-29', '0.93', '1.12'),
    ];
    const feed = { history: async () => days, recent: async () => days };
    await refreshEcbRates(ctx.db.kysely, feed, clock.now);
    const other = await givenUser(ctx.db);
    const theirBank = await insertBank(ctx.db.kysely, other.id);
    await insertAccount(ctx.db.kysely, other.id, theirBank, 'Autre', { initialBalance: 9_999_00 });
  });

  it('adds each currency converted at each month end’s rate, rounded once, then today', async () => {
    const answer = await netWorth();
    expect(answer.currency).toBe('EUR');
    expect(answer.points.map((p: { day: string; total: number }) => [p.day, p.total])).toEqual([
      ['2026-03-31', 1611_50],
      ['2026-04-30', 1666_92],
      ['2026-05-31', 1669_97],
      ['2026-06-01', 1652_11],
    ]);
    expect(answer.points[0]).toMatchObject({
      rateDay: '2026-03-31',
      parts: [
        { currency: 'EUR', cents: 900_00, converted: 900_00 },
        { currency: 'CHF', cents: 500_00, converted: 526_32 },
        { currency: 'USD', cents: 200_00, converted: 185_19 },
      ],
    });
    expect(answer.points[3].rateDay).toBe('2026-05-29');
  });

  it('leaves out, and says so, a currency without a rate on the day', async () => {
    const answer = await netWorth('?from=2026-02');
    expect(answer.points[0]).toMatchObject({
      day: '2026-02-28',
      total: 1000_00,
      rateDay: null,
      parts: [
        { currency: 'EUR', cents: 1000_00, converted: 1000_00 },
        { currency: 'CHF', cents: 500_00, converted: null },
        { currency: 'USD', cents: 200_00, converted: null },
      ],
    });
  });

  it('is in the main currency chosen, across the euro', async () => {
    const preferences = (await client.get('/api/preferences')).body;
    await client.post('/api/preferences', { ...preferences, currency: CHF });
    const answer = await netWorth('?from=2026-05');
    // 900 € × 0.93 + 550 CHF + 200 $ / 1.12 × 0.93, rounded once; today 180 $.
    expect(answer.currency).toBe('CHF');
    expect(answer.points.map((p: { total: number }) => p.total)).toEqual([1553_07, 1536_46]);
    await client.post('/api/preferences', { ...preferences, currency: EUR });
  });

  it('refuses a month that is none', async () => {
    const res = await client.get('/api/netWorth?from=2026-13');
    expect([res.status, res.body.messageCode]).toEqual([400, 'netWorth.month.invalid']);
  });
});
