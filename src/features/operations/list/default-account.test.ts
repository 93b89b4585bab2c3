import { describe, expect, it } from 'vitest';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import { defaultAccount } from './default-account';

const account = (accountId: number, operationCount: number, favorite = false): AccountSummary => ({
  accountId,
  name: `Account ${accountId}`,
  type: 'CU',
  favorite,
  bank: { bankId: 1, name: 'Bank' },
  currency: { currencyId: 1, symb: '€', abrv: 'EUR' },
  operationCount,
});

describe('defaultAccount', () => {
  it('opens the favourite, whatever the others hold', () => {
    expect(defaultAccount([account(1, 500), account(2, 3, true)])?.accountId).toBe(2);
  });
  it('opens the most used favourite when there are several', () => {
    const accounts = [account(1, 10, true), account(2, 40, true), account(3, 900)];
    expect(defaultAccount(accounts)?.accountId).toBe(2);
  });
  it('opens the most used without a favourite, the first on a tie or without counts', () => {
    expect(defaultAccount([account(1, 2), account(2, 75), account(3, 75)])?.accountId).toBe(2);
    expect(defaultAccount([account(4, 0), account(5, 0)])?.accountId).toBe(4);
    const { operationCount: _omitted, ...uncounted } = account(6, 0);
    expect(defaultAccount([uncounted, account(7, 1)])?.accountId).toBe(7);
  });
  it('has nothing to open without accounts', () => {
    expect(defaultAccount([])).toBeNull();
  });
});
