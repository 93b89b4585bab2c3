import type { AccountDto } from '../../contract/account-dtos';
import type { BankDto, BankNameDto } from '../../contract/banks';
import type { CurrencyDto, PreferencesDto } from '../../contract/settings';
import { makeUser } from './users';
import type { RouteAnswer } from './api-mock';

/** A valid French IBAN (mod-97 checked). */
export const IBAN = 'FR7630006000011234567890189';

export const EURO: CurrencyDto = { currencyId: 1, name: 'Euro', symb: '€', abrv: 'EUR' };

export const BANK_NAMES: BankNameDto[] = [
  { bankNameId: 1, name: 'BNP Paribas' },
  { bankNameId: 2, name: 'Boursorama' },
  { bankNameId: 3, name: 'Crédit Agricole' },
];

export function makeAccount(overrides: Partial<AccountDto> = {}): AccountDto {
  return {
    accountId: 11,
    name: 'Joint account',
    number: '0001234',
    iban: IBAN,
    owner: null,
    type: 'CU',
    currency: EURO,
    bank: { bankId: 5, name: 'BNP Paribas', bankNameId: 1 },
    interestRate: 0,
    startDate: null,
    endDate: null,
    limitDate: null,
    initialBalance: 12_345,
    initialCapital: null,
    monthlyDeadline: null,
    favorite: false,
    level: 0,
    lastImportDate: null,
    lastUpdateDate: null,
    lastBiSyncDate: null,
    biAccountId: null,
    biSyncError: null,
    tempoType: null,
    ...overrides,
  };
}

/** BNP Paribas with a current account and a Livret A, and an empty bank of one's own. */
export function makeBanks(): BankDto[] {
  const bnp = { bankId: 5, name: 'BNP Paribas', bankNameId: 1 };
  return [
    {
      ...bnp,
      biBankId: null,
      accounts: [
        makeAccount(),
        makeAccount({ accountId: 12, name: 'Savings', type: 'LIVRET_A', iban: null, bank: bnp }),
      ],
    },
    { bankId: 6, name: 'Family chest', bankNameId: null, biBankId: null, accounts: [] },
  ];
}

export const PREFERENCES: PreferencesDto = {
  currency: 1,
  mainAccount: 11,
  language: 'en',
  echeanceDelay: 5,
  simpleMode: false,
  sortByDate: true,
  modeAutoImport: null,
  sortedCategoryIds: null,
};

/** The calls the banks and accounts screens make when they open. */
export function banksScreenRoutes(banks: BankDto[] = makeBanks()): Record<string, RouteAnswer> {
  return {
    'GET /api/user': { status: 200, data: makeUser() },
    'GET /api/bank': { status: 200, data: banks },
    'GET /api/bankName': { status: 200, data: BANK_NAMES },
    'GET /api/currencies': { status: 200, data: [EURO] },
    'GET /api/preferences': { status: 200, data: PREFERENCES },
    'GET /api/account': { status: 200, data: [] },
  };
}
