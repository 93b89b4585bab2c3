import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { givenUser } from '../test/test-app';
import type { NewRate } from '../features/exchange-rates/exchange-rates.repository';

// Migration 0036's exchange_rates guards its rules itself (docs/decisions/exchange-rates.md).
describeOnDatabases('migration 0036: exchange rates', (ctx) => {
  const rate = (overrides: Partial<NewRate & { operationId: number | null }>) => ({
    userId: null,
    baseCurrencyId: 1,
    quoteCurrencyId: 2,
    day: '2026-11-02',
    rateScaled: '11000000000',
    source: 'ECB' as const,
    operationId: null,
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

  it('refuses an owned ECB rate, an unowned typed one, a transfer rate without its transfer', async () => {
    const { id } = await givenUser(ctx.db);
    await expect(insert(rate({ userId: id, day: '2026-11-03' }))).rejects.toThrow();
    await expect(insert(rate({ source: 'MANUAL', day: '2026-11-03' }))).rejects.toThrow();
    const transfer = rate({ userId: id, source: 'TRANSFER', day: '2026-11-03' });
    await expect(insert(transfer)).rejects.toThrow();
    await expect(insert({ ...transfer, operationId: 999_999 })).rejects.toThrow();
  });

  it('refuses a rate of zero, a pair of one currency, an unknown source or currency', async () => {
    const day = '2026-11-04';
    await expect(insert(rate({ day, rateScaled: '0' }))).rejects.toThrow();
    await expect(insert(rate({ day, quoteCurrencyId: 1 }))).rejects.toThrow();
    await expect(insert(rate({ day, quoteCurrencyId: 99 }))).rejects.toThrow();
    await expect(insert(rate({ day, source: 'GUESS' as 'ECB' }))).rejects.toThrow();
  });
});
