import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { givenUser } from '../test/test-app';
import type { ExchangeRatesTable } from './schema';

// Migration 0036's exchange_rates guards its rules itself (docs/decisions/exchange-rates.md).
describeOnDatabases('migration 0036: exchange rates', (ctx) => {
  const rate = (overrides: Partial<Omit<ExchangeRatesTable, 'id'>>) => ({
    userId: null,
    baseCurrencyId: 1,
    quoteCurrencyId: 2,
    day: '2026-11-02',
    rateScaled: '11000000000',
    source: 'ECB' as const,
    createdAt: '2026-11-02T16:00:00.000Z',
    ...overrides,
  });
  const insert = (row: ReturnType<typeof rate>) =>
    ctx.db.kysely.insertInto('exchangeRates').values(row).execute();

  it('takes an ECB rate for everyone and a person’s own, once per pair, day and source', async () => {
    const { id } = await givenUser(ctx.db);
    await insert(rate({}));
    await insert(rate({ userId: id, source: 'MANUAL' }));
    await expect(insert(rate({}))).rejects.toThrow();
    await expect(insert(rate({ userId: id, source: 'MANUAL', rateScaled: '1' }))).rejects.toThrow();
  });

  it('refuses an owned ECB rate, an unowned typed one, a stored transfer rate', async () => {
    const { id } = await givenUser(ctx.db);
    const day = '2026-11-03';
    await expect(insert(rate({ userId: id, day }))).rejects.toThrow();
    await expect(insert(rate({ source: 'MANUAL', day }))).rejects.toThrow();
    const transfer = rate({ userId: id, source: 'TRANSFER' as 'MANUAL', day });
    await expect(insert(transfer)).rejects.toThrow();
  });

  it('refuses a rate of zero, a pair of one currency, an unknown source or currency', async () => {
    const day = '2026-11-04';
    await expect(insert(rate({ day, rateScaled: '0' }))).rejects.toThrow();
    await expect(insert(rate({ day, quoteCurrencyId: 1 }))).rejects.toThrow();
    await expect(insert(rate({ day, quoteCurrencyId: 99 }))).rejects.toThrow();
    await expect(insert(rate({ day, source: 'GUESS' as 'ECB' }))).rejects.toThrow();
  });
});
