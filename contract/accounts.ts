import { truncate } from './masking';

/**
 * Account type codes, grouped as GET /api/account/type answers them (spec 001 §3 AccountType:
 * type, children). A constant rather than a table: code relies on the groups (savings earn
 * interest, loans have a capital and a monthly instalment), so a row added by hand could not work.
 * Labels are the i18n keys `account.type.<code>`.
 */
export const AccountTypeGroup = {
  current: 'CURRENT',
  savings: 'SAVINGS',
  investment: 'INVESTMENT',
  loan: 'LOAN',
} as const;
export type AccountTypeGroup = (typeof AccountTypeGroup)[keyof typeof AccountTypeGroup];

export const ACCOUNT_TYPES = {
  /** Compte courant, the default type of a new account (spec 002 §3). */
  CU: AccountTypeGroup.current,
  /** Carte à débit différé. */
  CARTE: AccountTypeGroup.current,
  ESPECES: AccountTypeGroup.current,
  LIVRET_A: AccountTypeGroup.savings,
  LDDS: AccountTypeGroup.savings,
  LEP: AccountTypeGroup.savings,
  /** Any other passbook (livret bancaire, livret jeune…). */
  LIVRET: AccountTypeGroup.savings,
  CEL: AccountTypeGroup.savings,
  PEL: AccountTypeGroup.savings,
  COMPTE_A_TERME: AccountTypeGroup.savings,
  ASSURANCE_VIE: AccountTypeGroup.investment,
  PEA: AccountTypeGroup.investment,
  COMPTE_TITRES: AccountTypeGroup.investment,
  PER: AccountTypeGroup.investment,
  CREDIT_IMMO: AccountTypeGroup.loan,
  CREDIT: AccountTypeGroup.loan,
} as const satisfies Record<string, AccountTypeGroup>;
export type AccountType = keyof typeof ACCOUNT_TYPES;

export const DEFAULT_ACCOUNT_TYPE: AccountType = 'CU';

/** Interest rates are stored × 100 (basis points); the spec bounds them to 0–100 % (spec 000 §9). */
export const INTEREST_RATE_MAX_BP = 10_000;

export const ACCOUNT_TYPE_CODES = Object.keys(ACCOUNT_TYPES) as AccountType[];

export function isAccountType(code: string): code is AccountType {
  return Object.hasOwn(ACCOUNT_TYPES, code);
}

export function accountTypeGroupOf(code: string): AccountTypeGroup | undefined {
  return isAccountType(code) ? ACCOUNT_TYPES[code] : undefined;
}

/** Account full name (spec 000 §9): the bank cut at 25 characters, the account name at 40. */
export const FULL_NAME_BANK_MAX = 25;
export const FULL_NAME_ACCOUNT_MAX = 40;
export const FULL_NAME_SEPARATOR = ' - ';

/** "Bank - Account", each cut with an ellipsis; the account name alone when there is no bank. */
export function accountFullName(bankName: string | null | undefined, accountName: string): string {
  const name = truncate(accountName, FULL_NAME_ACCOUNT_MAX);
  const bank = bankName?.trim() ? truncate(bankName.trim(), FULL_NAME_BANK_MAX) : '';
  return bank ? `${bank}${FULL_NAME_SEPARATOR}${name}` : name;
}

/** Pseudo entries of account selectors (spec 001 §3), never account ids. */
export const AccountSelectorEntry = { createNew: 'CREATE_NEW', all: 'ALL' } as const;
/** The account selector hides its group headers at 5 accounts or fewer (spec 001 §9). */
export const ACCOUNT_SELECTOR_FLAT_MAX = 5;
