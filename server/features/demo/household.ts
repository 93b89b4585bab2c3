import {
  ACCOUNT_TYPE_CODES,
  accountTypeGroupOf,
  type AccountType,
} from '../../../contract/accounts';
import { ACCOUNTS, BANKS } from './catalogue';

// The accounts a generated user holds: the household's four, then, for benchmarks, as many more
// as asked, one of each account type in turn (current accounts, savings, investments, loans).

/** What an account does every month, which decides how many operations it gets. */
export type AccountRole =
  'main' | 'online' | 'spender' | 'card' | 'cash' | 'savings' | 'investment' | 'loan';

export interface GeneratedAccount {
  key: string;
  bank: (typeof BANKS)[number]['key'];
  name: string;
  number: string;
  type: AccountType;
  role: AccountRole;
  /** Cents; a loan starts at minus its capital. */
  initialBalance: number;
  interestRateBp: number;
}

const RATE_BP: Partial<Record<AccountType, number>> = {
  LIVRET_A: 300,
  LDDS: 300,
  LEP: 500,
  LIVRET: 100,
  CEL: 200,
  PEL: 225,
  COMPTE_A_TERME: 250,
  ASSURANCE_VIE: 250,
  PER: 300,
  PEA: 300,
  COMPTE_TITRES: 250,
  CREDIT_IMMO: 180,
  CREDIT: 450,
};

const LOAN_CAPITAL: Partial<Record<AccountType, number>> = {
  CREDIT_IMMO: 18_000_000,
  CREDIT: 1_500_000,
};

function roleOf(type: AccountType): AccountRole {
  if (type === 'CARTE') return 'card';
  if (type === 'ESPECES') return 'cash';
  const group = accountTypeGroupOf(type);
  if (group === 'CURRENT') return 'spender';
  if (group === 'SAVINGS') return 'savings';
  return group === 'LOAN' ? 'loan' : 'investment';
}

const INITIAL: Record<AccountRole, number> = {
  main: 0,
  online: 0,
  spender: 80_000,
  card: 0,
  cash: 10_000,
  savings: 250_000,
  investment: 1_000_000,
  loan: 0,
};

function extraAccount(i: number): GeneratedAccount {
  const type = ACCOUNT_TYPE_CODES[i % ACCOUNT_TYPE_CODES.length] as AccountType;
  const role = roleOf(type);
  return {
    key: `extra${i + 1}`,
    bank: BANKS[i % BANKS.length]!.key,
    name: `Compte ${ACCOUNTS.length + i + 1}`,
    number: `100${2_000_000 + i}`,
    type,
    role,
    initialBalance: role === 'loan' ? -(LOAN_CAPITAL[type] ?? 0) : INITIAL[role],
    interestRateBp: RATE_BP[type] ?? 0,
  };
}

/** The standard accounts, then extra ones up to `total` accounts in all. */
export function householdAccounts(total = 0): GeneratedAccount[] {
  const standard = ACCOUNTS.map((a, i): GeneratedAccount => ({
    key: a.key,
    bank: a.bank,
    name: a.name,
    number: `000${1_234_567 + i * 1_111}`,
    type: a.type as AccountType,
    role: a.key === 'current' ? 'main' : a.key === 'online' ? 'online' : 'savings',
    initialBalance: a.initialBalance,
    interestRateBp: a.interestRateBp,
  }));
  const extras = Math.max(0, total - standard.length);
  return [...standard, ...Array.from({ length: extras }, (_, i) => extraAccount(i))];
}
