import { describe, expect, it } from 'vitest';
import { operationSearchQuerySchema, searchFold, tooManyResults } from './operations-search';

const messageOf = (query: unknown) =>
  operationSearchQuerySchema.safeParse(query).error?.issues[0]?.message;

describe('search query', () => {
  it('reads every filter', () => {
    expect(
      operationSearchQuerySchema.parse({
        accounts: '1,2',
        type: '4',
        payee: '7',
        category: '12',
        tag: '3',
        debit: 'true',
        pointed: 'true',
        text: '  loyer   mars ',
        amountFrom: '1000',
        amountTo: '250000',
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        byValueDate: 'true',
        page: '2',
        size: '50',
      }),
    ).toEqual({
      accountIds: [1, 2],
      typeId: 4,
      payeeId: 7,
      categoryId: 12,
      tagId: 3,
      direction: -1,
      pointed: true,
      text: 'LOYER MARS',
      amountFrom: 1000,
      amountTo: 250000,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      byValueDate: true,
      page: 2,
      size: 50,
    });
  });

  it('defaults to every operation, first page of 25', () => {
    expect(operationSearchQuerySchema.parse({})).toEqual({
      accountIds: null,
      typeId: null,
      payeeId: null,
      categoryId: null,
      tagId: null,
      direction: null,
      pointed: false,
      text: null,
      byValueDate: false,
      page: 1,
      size: 25,
    });
  });

  it('reads debit and credit together as either side, and the undefined category', () => {
    expect(
      operationSearchQuerySchema.parse({ debit: 'true', credit: 'true' }).direction,
    ).toBeNull();
    expect(operationSearchQuerySchema.parse({ credit: 'true' }).direction).toBe(1);
    expect(operationSearchQuerySchema.parse({ category: '-1' }).categoryId).toBe(-1);
    expect(operationSearchQuerySchema.safeParse({ category: '-2' }).success).toBe(false);
  });

  it('refuses negative amounts with the spec’s code', () => {
    expect(messageOf({ amountFrom: '-1' })).toBe('operation.search.negative-amount-disallowed');
    expect(messageOf({ amountTo: '-2500' })).toBe('operation.search.negative-amount-disallowed');
    expect(messageOf({ amountFrom: '12.5' })).toBe('amount.invalid');
    expect(messageOf({ amountFrom: '500', amountTo: '100' })).toBe('operation.search.amount.range');
  });

  it('needs text that is not empty once spaces are stripped', () => {
    expect(messageOf({ text: '   ' })).toBe('operation.search.text.isRequired');
    expect(messageOf({ text: '' })).toBe('operation.search.text.isRequired');
    expect(operationSearchQuerySchema.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
  });

  it('takes the page sizes 10, 15, 25, 50, 100 and all', () => {
    expect(operationSearchQuerySchema.parse({ size: 'all' }).size).toBeNull();
    expect(operationSearchQuerySchema.parse({ size: '15' }).size).toBe(15);
    for (const size of ['20', '0', 'ALL']) expect(messageOf({ size }), size).toBeDefined();
    expect(messageOf({ page: '0' })).toBeDefined();
  });

  it('refuses an end date before the start', () => {
    expect(messageOf({ startDate: '2024-02-01', endDate: '2024-01-01' })).toBe(
      'operation.period.invalid',
    );
  });
});

describe('search text and cap', () => {
  it('folds case, accents and ligatures the same way for every database', () => {
    expect(searchFold('CŒUR')).toBe(searchFold('coeur'));
    expect(searchFold('Cœur fidèle')).toBe('COEUR FIDELE');
    expect(searchFold('ÆTHER straße')).toBe('AETHER STRASSE');
    expect(searchFold('ｃａｆé')).toBe('CAFE');
  });

  it('refuses more than 1,500 results', () => {
    expect(tooManyResults(1500)).toBe(false);
    expect(tooManyResults(1501)).toBe(true);
  });
});
