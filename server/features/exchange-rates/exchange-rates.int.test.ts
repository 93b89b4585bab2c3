import { beforeAll, expect, it } from 'vitest';
import type { DayRates, RatesFeed } from '../../integrations/exchange-rates/rates-feed';
import { describeOnDatabases } from '../../test/databases';
import { memoryLogger } from '../../test/memory-logger';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';
import { ecbRatesTask, refreshEcbRates } from './exchange-rates-ecb.service';

const [EUR, USD, CHF] = [1, 2, 4];

const day = (date: string, rates: Record<string, string>): DayRates => ({
  day: date,
  rates: Object.entries(rates).map(([currency, rate]) => ({ currency, rate })),
});

/** A feed whose answers the test sets; counts which document was read. */
function feedOf(history: DayRates[], recent: DayRates[]) {
  const reads: string[] = [];
  const feed: RatesFeed = {
    history: async () => (reads.push('history'), history),
    recent: async () => (reads.push('recent'), recent),
  };
  return { feed, reads };
}

describeOnDatabases('exchange rates', (ctx) => {
  let alice: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    const app = createTestApp(ctx.db);
    alice = new TestClient(app);
    bob = new TestClient(createTestApp(ctx.db));
    for (const [client, user] of [
      [alice, await givenUser(ctx.db)],
      [bob, await givenUser(ctx.db)],
    ] as const) {
      expect((await client.signIn(user.login, user.password)).status).toBe(200);
    }
  });

  const rateOn = async (client: TestClient, from: number, to: number, date: string) =>
    (await client.get(`/api/exchangeRates/day?from=${from}&to=${to}&day=${date}`)).body;

  it('reads the ECB history first, then its recent days, keeping only known currencies', async () => {
    const history = [
      day('2026-11-02', { USD: '1.1000', CHF: '0.9000', XAU: '3.5' }),
      day('2026-11-03', { USD: '1.1100', CHF: '0.9100' }),
    ];
    const recent = [day('2026-11-03', { USD: '1.1200' }), day('2026-11-04', { USD: '1.1300' })];
    const { feed, reads } = feedOf(history, recent);
    expect(await refreshEcbRates(ctx.db.kysely, feed, Date.now())).toEqual({ days: 2, rates: 4 });
    await refreshEcbRates(ctx.db.kysely, feed, Date.now());
    expect(reads).toEqual(['history', 'recent']);
    const list = await alice.get(
      `/api/exchangeRates?from=2026-11-01&to=2026-11-30&currency=${USD}`,
    );
    expect(list.body.map((r: { day: string; rate: string }) => [r.day, r.rate])).toEqual([
      ['2026-11-02', '1.1'],
      ['2026-11-03', '1.12'],
      ['2026-11-04', '1.13'],
    ]);
    expect(list.body[0]).toMatchObject({ base: EUR, quote: USD, source: 'ECB' });
  });

  it('uses the latest rate on or before the day, inverse or across the euro', async () => {
    expect(await rateOn(alice, EUR, USD, '2026-11-05')).toEqual({
      rate: '1.13',
      day: '2026-11-04',
      via: 'direct',
    });
    expect(await rateOn(alice, USD, EUR, '2026-11-02')).toMatchObject({
      rate: '0.9090909091',
      via: 'inverse',
    });
    expect(await rateOn(alice, USD, CHF, '2026-11-03')).toMatchObject({
      day: '2026-11-03',
      via: 'cross',
    });
    expect(await rateOn(alice, EUR, USD, '2026-11-01')).toEqual({
      rate: null,
      day: null,
      via: null,
    });
  });

  it('keeps a person’s own rate for them alone, over the ECB’s of the same day', async () => {
    const body = { base: EUR, quote: USD, day: '2026-11-04', rate: '1,2' };
    const saved = await alice.send('put', '/api/exchangeRates', body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ rate: '1.2', source: 'MANUAL', day: '2026-11-04' });
    const corrected = await alice.send('put', '/api/exchangeRates', { ...body, rate: '1.25' });
    expect(corrected.body).toMatchObject({ id: saved.body.id, rate: '1.25' });
    expect((await rateOn(alice, EUR, USD, '2026-11-04')).rate).toBe('1.25');
    expect((await rateOn(bob, EUR, USD, '2026-11-04')).rate).toBe('1.13');
    const bobs = await bob.get('/api/exchangeRates?from=2026-11-01&to=2026-11-30');
    expect(bobs.body.some((r: { source: string }) => r.source === 'MANUAL')).toBe(false);
  });

  it('refuses a rate that is none, one pair of a currency with itself, an unknown currency', async () => {
    const valid = { base: EUR, quote: CHF, day: '2026-11-04', rate: '0.95' };
    const cases = [
      [{ ...valid, rate: '0' }, 400, 'exchangeRates.rate.invalid'],
      [{ ...valid, rate: '1.5e3' }, 400, 'exchangeRates.rate.invalid'],
      [{ ...valid, day: '2026-02-30' }, 400, 'exchangeRates.rate.invalid'],
      [{ ...valid, quote: EUR }, 400, 'exchangeRates.pair.same'],
      [{ ...valid, quote: 999 }, 404, 'not.found'],
    ] as const;
    for (const [body, status, code] of cases) {
      const res = await alice.send('put', '/api/exchangeRates', body);
      expect([res.status, res.body.messageCode], JSON.stringify(body)).toEqual([status, code]);
    }
    const rows = await ctx.db.kysely
      .selectFrom('exchangeRates')
      .select('id')
      .where('quoteCurrencyId', '=', CHF)
      .where('source', '=', 'MANUAL')
      .execute();
    expect(rows).toEqual([]);
  });

  it('removes a person’s own rate; another’s or an ECB one answers 404', async () => {
    const mine = await alice.send('put', '/api/exchangeRates', {
      base: CHF,
      quote: USD,
      day: '2026-11-03',
      rate: '1.3',
    });
    const ecbId = (await alice.get('/api/exchangeRates?from=2026-11-02&to=2026-11-02')).body[0].id;
    expect((await bob.delete(`/api/exchangeRates/${mine.body.id}`)).status).toBe(404);
    expect((await alice.delete(`/api/exchangeRates/${ecbId}`)).status).toBe(404);
    expect((await alice.delete(`/api/exchangeRates/${mine.body.id}`)).status).toBe(204);
    expect((await alice.delete(`/api/exchangeRates/${mine.body.id}`)).status).toBe(404);
  });

  it('logs a failing feed once, until it answers again', async () => {
    const log = memoryLogger();
    let down = true;
    const feed: RatesFeed = {
      history: async () => [],
      recent: async () => {
        if (down) throw new Error('ECB unreachable');
        return [day('2026-11-05', { USD: '1.14' })];
      },
    };
    const run = ecbRatesTask(ctx.db.kysely, feed, log.logger);
    await run(Date.now());
    await run(Date.now());
    down = false;
    await run(Date.now());
    const messages = log.entries().map((entry) => entry.msg);
    expect(messages).toEqual([
      'ECB exchange rates not read; kept ones are used',
      'ECB exchange rates read again',
    ]);
    expect((await rateOn(alice, EUR, USD, '2026-11-06')).rate).toBe('1.14');
  });
});
