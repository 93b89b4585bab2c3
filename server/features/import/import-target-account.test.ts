import { describe, expect, it } from 'vitest';
import type { ImportTarget } from '../accounts/accounts-import.service';
import { statementAccounts, suggestedAccount } from './import-target-account';

const account = (accountId: number, number: string | null, iban: string | null = null) =>
  ({
    accountId,
    name: `A${accountId}`,
    currency: 'EUR',
    number,
    iban,
    importCsvLayout: null,
    initialBalance: 0,
  }) satisfies ImportTarget;

const CHECKING = account(1, '00012345678', 'FR76 3000 1007 9412 3456 7890 185');
const CARD = account(2, '4970 1012 3456 4321');
const SAVINGS = account(3, null);
const ACCOUNTS = [CHECKING, CARD, SAVINGS];

describe('the account a statement goes to', () => {
  it('is told by the number, the IBAN or a part of it, and a masked card by its last digits', () => {
    expect(suggestedAccount('12345678', ACCOUNTS)).toBe(1);
    expect(suggestedAccount('FR7630001007941234567890185', ACCOUNTS)).toBe(1);
    expect(suggestedAccount('XXXXXXXXXXXX4321', ACCOUNTS)).toBe(2);
    expect(suggestedAccount('**** **** **** 4321', ACCOUNTS)).toBe(2);
    expect(suggestedAccount('XXXXXXXXXXXX9999', ACCOUNTS)).toBeNull();
    expect(suggestedAccount(null, ACCOUNTS)).toBeNull();
  });

  it('sends each statement of a two-account file to its own account, wherever uploaded from', () => {
    expect(statementAccounts(['00012345678', 'XXXXXXXXXXXX4321'], ACCOUNTS, CHECKING)).toEqual([
      1, 2,
    ]);
    expect(statementAccounts(['00012345678', 'XXXXXXXXXXXX4321'], ACCOUNTS, undefined)).toEqual([
      1, 2,
    ]);
  });

  it('puts a statement that fits no account in the account uploaded from, when nothing says otherwise', () => {
    expect(statementAccounts([null], ACCOUNTS, SAVINGS)).toEqual([3]);
    expect(statementAccounts(['55555555555'], ACCOUNTS, SAVINGS)).toEqual([3]);
  });

  it('never puts a statement in an account whose number differs, nor two in one', () => {
    expect(statementAccounts(['55555555555'], ACCOUNTS, CHECKING)).toEqual([null]);
    expect(statementAccounts(['00012345678', 'XXXXXXXXXXXX9999'], ACCOUNTS, CHECKING)).toEqual([
      1,
      null,
    ]);
    expect(statementAccounts([null, null], ACCOUNTS, SAVINGS)).toEqual([null, null]);
  });
});
