import { describe, expect, it } from 'vitest';
import { accountsByType, accountTypeTree, type AccountDto } from './account-dtos';
import {
  accountBalanceQuerySchema,
  accountDeleteQuerySchema,
  accountIdParamsSchema,
  accountSaveSchema,
} from './account-payloads';
import { accountFullName, accountTypeGroupOf, ACCOUNT_TYPE_CODES, isAccountType } from './accounts';

const firstMessage = (data: unknown) => accountSaveSchema.safeParse(data).error?.issues[0]?.message;

const minimal = { name: 'Compte courant', currency: { currencyId: 1 }, bank: { bankId: 3 } };

describe('account types', () => {
  it('knows the type codes and their groups, CU first', () => {
    expect(ACCOUNT_TYPE_CODES[0]).toBe('CU');
    expect(isAccountType('LIVRET_A')).toBe(true);
    expect(isAccountType('toString')).toBe(false);
    expect(accountTypeGroupOf('PEL')).toBe('SAVINGS');
    expect(accountTypeGroupOf('XX')).toBeUndefined();
  });

  it('answers the type tree, and the accounts by type without empty branches', () => {
    const tree = accountTypeTree();
    expect(tree.map((n) => n.type)).toEqual(['CURRENT', 'SAVINGS', 'INVESTMENT', 'LOAN']);
    expect(tree.flatMap((n) => n.children.map((c) => c.type))).toEqual(ACCOUNT_TYPE_CODES);
    const accounts = [
      { accountId: 1, type: 'LEP' },
      { accountId: 2, type: 'CU' },
      { accountId: 3, type: 'LEP' },
    ] as AccountDto[];
    const byType = accountsByType(accounts);
    expect(byType.map((n) => n.type)).toEqual(['CURRENT', 'SAVINGS']);
    expect(byType[1]?.children).toEqual([
      { type: 'LEP', children: [], accounts: [accounts[0], accounts[2]] },
    ]);
  });
});

it('builds the full name: bank cut at 25 characters, name at 40', () => {
  expect(accountFullName('BNP Paribas', 'Compte joint')).toBe('BNP Paribas - Compte joint');
  expect(accountFullName(null, 'Espèces')).toBe('Espèces');
  expect(accountFullName('  ', 'Espèces')).toBe('Espèces');
  const full = accountFullName('Caisse d’Épargne Île-de-France', 'A'.repeat(45));
  expect(full).toBe(`Caisse d’Épargne Île-de-F… - ${'A'.repeat(40)}…`);
});

describe('account save', () => {
  it('fills the defaults: type CU, rate 0, no IBAN, balance 0', () => {
    expect(accountSaveSchema.parse(minimal)).toEqual({
      ...minimal,
      number: null,
      iban: null,
      owner: null,
      type: 'CU',
      interestRate: 0,
      startDate: null,
      endDate: null,
      limitDate: null,
      initialBalance: 0,
      initialCapital: null,
      monthlyDeadline: null,
      favorite: false,
      level: 0,
    });
  });

  it('keeps every field, drops unknown ones and normalises the IBAN', () => {
    const saved = accountSaveSchema.parse({
      ...minimal,
      accountId: 9,
      lastImportDate: '2024-01-01T00:00:00Z',
      name: '  Prêt immo ',
      type: 'CREDIT_IMMO',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      interestRate: 3.45,
      startDate: '2020-02-29',
      endDate: '2045-02-28',
      initialCapital: 25000000,
      monthlyDeadline: 123456,
      initialBalance: -25000000,
      favorite: true,
      level: 2,
    });
    expect(saved).not.toHaveProperty('accountId');
    expect(saved).toMatchObject({ name: 'Prêt immo', iban: 'FR7630006000011234567890189' });
    expect(saved).toMatchObject({ interestRate: 3.45, initialCapital: 25000000, level: 2 });
  });

  it('accepts a bank by its bank name instead of its id', () => {
    expect(accountSaveSchema.parse({ ...minimal, bank: { bankNameId: 4 } }).bank).toEqual({
      bankNameId: 4,
    });
  });

  it('takes back the bank of a DTO, whose bankNameId is null for a freely named bank', () => {
    const bank = { bankId: 7, name: 'Ma banque', bankNameId: null };
    expect(accountSaveSchema.parse({ ...minimal, bank }).bank).toEqual({ bankId: 7 });
  });

  it.each([
    [{ ...minimal, bank: { bankId: null, bankNameId: null } }, 'account.bank.isRequired'],
    [{ ...minimal, name: '   ' }, 'account.name.isRequired'],
    [{ ...minimal, name: undefined }, 'account.name.isRequired'],
    [{ ...minimal, bank: {} }, 'account.bank.isRequired'],
    [{ ...minimal, bank: undefined }, 'account.bank.isRequired'],
    [{ ...minimal, currency: undefined }, 'account.currency.isRequired'],
    [{ ...minimal, type: 'CHECKING' }, 'account.type.invalid'],
    [{ ...minimal, iban: 'FR7630006000011234567890188' }, 'account.iban.invalid'],
    [{ ...minimal, interestRate: 100.01 }, 'account.interestRate.invalid'],
    [{ ...minimal, interestRate: -1 }, 'account.interestRate.invalid'],
    [{ ...minimal, interestRate: 1.234 }, 'account.interestRate.invalid'],
    [{ ...minimal, interestRate: '3' }, 'account.interestRate.invalid'],
    [{ ...minimal, startDate: '2023-02-29' }, 'account.date.invalid'],
    [{ ...minimal, limitDate: '01/02/2024' }, 'account.date.invalid'],
    [{ ...minimal, startDate: '2024-02-01', endDate: '2024-01-31' }, 'account.endDate.beforeStart'],
    [{ ...minimal, initialBalance: 10.5 }, 'amount.invalid'],
    [{ ...minimal, initialCapital: -1 }, 'amount.invalid'],
  ])('refuses %j with %s', (data, code) => {
    expect(firstMessage(data)).toBe(code);
  });

  it('takes the rate bounds 0 and 100, and 2 decimals', () => {
    for (const interestRate of [0, 100, 2.55, 0.01]) {
      expect(accountSaveSchema.safeParse({ ...minimal, interestRate }).success).toBe(true);
    }
  });
});

it('reads the path id, the force flag and the balance date', () => {
  expect(accountIdParamsSchema.parse({ accountId: '12' })).toEqual({ accountId: 12 });
  for (const accountId of ['0', '-1', '1e3', 'abc', '']) {
    expect(accountIdParamsSchema.safeParse({ accountId }).success, accountId).toBe(false);
  }
  expect(accountDeleteQuerySchema.parse({})).toEqual({ force: false });
  expect(accountDeleteQuerySchema.parse({ force: 'true' })).toEqual({ force: true });
  expect(accountBalanceQuerySchema.parse({ date: '2024-05-31' })).toEqual({ date: '2024-05-31' });
  expect(accountBalanceQuerySchema.safeParse({ date: '2024-05-32' }).success).toBe(false);
});
