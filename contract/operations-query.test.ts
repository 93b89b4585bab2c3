import { describe, expect, it } from 'vitest';
import {
  operationBalanceQuerySchema,
  operationListQuerySchema,
  orderFor,
} from './operations-query';

const messageOf = (schema: typeof operationListQuerySchema, query: unknown) =>
  schema.safeParse(query).error?.issues[0]?.message;

describe('operation list query', () => {
  it('reads accounts and a month, ordered by date by default', () => {
    expect(operationListQuerySchema.parse({ accounts: '3,4', yearMonth: '2024-02' })).toEqual({
      accountIds: [3, 4],
      period: { field: 'date', startDate: '2024-02-01', endDate: '2024-02-29' },
      orderBy: 'date',
      paging: null,
    });
  });

  it('reads a whole year, the main account and a value-date order', () => {
    expect(
      operationListQuerySchema.parse({
        mainAccount: 'true',
        yearMonth: '2023',
        orderBy: 'valueDate',
      }),
    ).toEqual({
      accountIds: null,
      period: { field: 'date', startDate: '2023-01-01', endDate: '2023-12-31' },
      orderBy: 'valueDate',
      paging: null,
    });
  });

  it('reads a page: its offset from the page (from 1) and its size', () => {
    const query = { accounts: '1', yearMonth: '2024', size: '500' };
    expect(operationListQuerySchema.parse(query).paging).toEqual({ offset: 0, size: 500 });
    expect(operationListQuerySchema.parse({ ...query, page: '3' }).paging).toEqual({
      offset: 1_000,
      size: 500,
    });
  });

  it('reads a value-date range', () => {
    const query = { accounts: '1', startValueDate: '2024-01-10', endValueDate: '2024-02-09' };
    expect(operationListQuerySchema.parse(query).period).toEqual({
      field: 'valueDate',
      startDate: '2024-01-10',
      endDate: '2024-02-09',
    });
  });

  it('needs accounts or the main account', () => {
    expect(messageOf(operationListQuerySchema, { yearMonth: '2024-01' })).toBe(
      'operation.account.isRequired',
    );
    expect(
      operationListQuerySchema.safeParse({ accounts: '1,x', yearMonth: '2024-01' }).success,
    ).toBe(false);
  });

  it('needs exactly one well-formed period', () => {
    const bad = [
      {},
      { yearMonth: '2024-13' },
      { startValueDate: '2024-01-01' },
      { startValueDate: '2024-02-01', endValueDate: '2024-01-31' },
      { startValueDate: '2024-02-30', endValueDate: '2024-03-01' },
      { yearMonth: '2024-01', startValueDate: '2024-01-01', endValueDate: '2024-01-31' },
    ];
    for (const period of bad) {
      expect(
        messageOf(operationListQuerySchema, { accounts: '1', ...period }),
        JSON.stringify(period),
      ).toBe('operation.period.invalid');
    }
  });

  it('orders by date or value date from the sortByDate preference', () => {
    expect(orderFor(true)).toBe('date');
    expect(orderFor(false)).toBe('valueDate');
  });
});

describe('operation balance query', () => {
  it('reads the accounts, pointed only and the start', () => {
    expect(
      operationBalanceQuerySchema.parse({ accounts: '2', state: 'P', startDate: '2024-03-01' }),
    ).toEqual({
      accountIds: [2],
      pointedOnly: true,
      before: { field: 'date', date: '2024-03-01' },
    });
    expect(
      operationBalanceQuerySchema.parse({ mainAccount: 'true', startValueDate: '2024-03-01' }),
    ).toEqual({
      accountIds: null,
      pointedOnly: false,
      before: { field: 'valueDate', date: '2024-03-01' },
    });
    expect(operationBalanceQuerySchema.parse({ accounts: '2' }).before).toBeNull();
  });

  it('refuses two starts, another state, or no account', () => {
    const both = { accounts: '2', startDate: '2024-03-01', startValueDate: '2024-03-01' };
    expect(operationBalanceQuerySchema.safeParse(both).error?.issues[0]?.message).toBe(
      'operation.period.invalid',
    );
    expect(operationBalanceQuerySchema.safeParse({ accounts: '2', state: 'X' }).success).toBe(
      false,
    );
    expect(operationBalanceQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'operation.account.isRequired',
    );
  });
});
