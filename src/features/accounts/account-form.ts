import type { z } from 'zod';
import type { AccountDto } from '../../../contract/account-dtos';
import type { accountSaveSchema, AccountSaveRequest } from '../../../contract/account-payloads';
import {
  AccountTypeGroup,
  DEFAULT_ACCOUNT_TYPE,
  accountTypeGroupOf,
  isAccountType,
} from '../../../contract/accounts';
import { formatIban } from '../../../contract/iban';

/** What the account form edits: the contract's save payload, before parsing. */
export type AccountFormValues = z.input<typeof accountSaveSchema>;

/** The payload that saves `account` unchanged (the favourite toggle changes one field of it). */
export function toSaveRequest(account: AccountDto): AccountSaveRequest {
  return {
    name: account.name,
    number: account.number,
    iban: account.iban,
    owner: account.owner,
    type: isAccountType(account.type) ? account.type : DEFAULT_ACCOUNT_TYPE,
    currency: { currencyId: account.currency.currencyId },
    bank: { bankId: account.bank.bankId, bankNameId: undefined },
    interestRate: account.interestRate,
    startDate: account.startDate,
    endDate: account.endDate,
    limitDate: account.limitDate,
    initialBalance: account.initialBalance,
    initialCapital: account.initialCapital,
    monthlyDeadline: account.monthlyDeadline,
    favorite: account.favorite,
    level: account.level,
  };
}

/** The form of an existing account: its IBAN in groups of 4, as printed by banks. */
export function editValues(account: AccountDto): AccountFormValues {
  const request = toSaveRequest(account);
  return { ...request, iban: request.iban ? formatIban(request.iban) : '' };
}

/** A new account: type CU (spec 000 §9), the user's currency, in `bankId` when given. */
export function newValues(currencyId: number, bankId?: number): AccountFormValues {
  return {
    name: '',
    number: '',
    iban: '',
    owner: '',
    type: DEFAULT_ACCOUNT_TYPE,
    currency: { currencyId },
    bank: bankId === undefined ? {} : { bankId },
    interestRate: 0,
    startDate: null,
    endDate: null,
    limitDate: null,
    initialBalance: 0,
    initialCapital: null,
    monthlyDeadline: null,
    favorite: false,
    level: 0,
  };
}

/** Loans alone have a borrowed capital and a monthly instalment. */
export const isLoanType = (type: string | undefined) =>
  type !== undefined && accountTypeGroupOf(type) === AccountTypeGroup.loan;

/** The bank select's value: an existing bank, or a reference name the server creates a bank of. */
export type BankChoice = { bankId?: number | null; bankNameId?: number | null };

export function bankChoiceValue(choice: BankChoice | undefined): string {
  if (choice?.bankId != null) return `bank:${choice.bankId}`;
  if (choice?.bankNameId != null) return `name:${choice.bankNameId}`;
  return '';
}

export function bankChoiceOf(value: string): BankChoice {
  const [kind, id] = value.split(':');
  if (kind === 'bank') return { bankId: Number(id) };
  if (kind === 'name') return { bankNameId: Number(id) };
  return {};
}
