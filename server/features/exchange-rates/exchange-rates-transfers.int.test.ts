import { beforeEach, expect, it } from 'vitest';
import { booksOf } from '../../test/books-invariants';
import { describeOnDatabases } from '../../test/databases';
import { givenBooksUser, transferBody, type BooksUser } from '../../test/operation-api-fixtures';
import { refreshEcbRates } from './exchange-rates-ecb.service';

const EUR = 1;

// The rate a transfer between two currencies implies is one of the person's rates.
describeOnDatabases('exchange rates implied by transfers', (ctx) => {
  let a: BooksUser;
  /** The currency of the person's foreign account (not the euro). */
  let USD: number;
  let usdCode: string;
  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
    const foreign = await ctx.db.kysely
      .selectFrom('accounts')
      .innerJoin('currencies', 'currencies.id', 'accounts.currencyId')
      .select(['currencies.id', 'currencies.abrv'])
      .where('accounts.id', '=', a.foreign)
      .executeTakeFirstOrThrow();
    [USD, usdCode] = [Number(foreign.id), foreign.abrv];
  });

  const transfer = (id: number, body: object) =>
    a.client.send('post', `/api/operation/TRANSFER/${id}`, body);
  const rateOn = async (from: number, to: number, day: string) =>
    (await a.client.get(`/api/exchangeRates/day?from=${from}&to=${to}&day=${day}`)).body;
  const euroToDollars = (over: object = {}) =>
    transferBody(a.current, a.foreign, 100_00, { toAmount: 110_50, ...over });

  it('keeps both amounts exact and gives the rate they imply, either way round', async () => {
    const saved = await transfer(0, euroToDollars());
    expect(saved.status).toBe(200);
    const { operations } = await booksOf(ctx.db.kysely, a.id);
    expect(operations.map((op) => op.amount)).toEqual([-100_00, 110_50]);
    expect(await rateOn(EUR, USD, '2024-03-09')).toEqual({
      rate: '1.105',
      day: '2024-03-09',
      via: 'direct',
    });
    expect(await rateOn(USD, EUR, '2024-04-01')).toMatchObject({
      rate: '0.9049773756',
      via: 'inverse',
    });
    expect((await rateOn(EUR, USD, '2024-03-08')).rate).toBeNull();
  });

  it('follows the transfer when it changes and when it is deleted', async () => {
    const { operationId } = (await transfer(0, euroToDollars())).body;
    await transfer(operationId, euroToDollars({ toAmount: 120_00, date: '2024-03-11' }));
    expect(await rateOn(EUR, USD, '2024-03-10')).toMatchObject({ rate: null });
    expect(await rateOn(EUR, USD, '2024-03-11')).toMatchObject({ rate: '1.2' });
    await a.client.send('post', '/api/operation/delete', { ids: [operationId] });
    expect(await rateOn(EUR, USD, '2024-03-11')).toMatchObject({ rate: null });
  });

  it('gives way to a later ECB rate and, on its own day, to a typed one', async () => {
    await transfer(0, euroToDollars());
    const ecb = [{ day: '2024-03-10', rates: [{ currency: usdCode, rate: '1.09' }] }];
    await refreshEcbRates(ctx.db.kysely, { history: async () => ecb, recent: async () => ecb }, 0);
    expect((await rateOn(EUR, USD, '2024-03-09')).rate).toBe('1.105');
    expect((await rateOn(EUR, USD, '2024-03-10')).rate).toBe('1.09');
    const typed = { base: EUR, quote: USD, day: '2024-03-09', rate: '1.1' };
    expect((await a.client.send('put', '/api/exchangeRates', typed)).status).toBe(200);
    expect((await rateOn(EUR, USD, '2024-03-09')).rate).toBe('1.1');
  });
});
