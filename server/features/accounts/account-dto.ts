import type { AccountSaveRequest } from '../../../contract/account-payloads';
import type { AccountDto } from '../../../contract/account-dtos';
import { bpToPercent, percentToBp } from '../../../contract/percent';
import type { Updateable } from 'kysely';
import type { AccountsTable } from '../../db/schema';
import type { AccountDetailsRow } from './accounts.repository';

// Rows ↔ the contract's account, both ways in one place.

export function accountDtoOf(row: AccountDetailsRow): AccountDto {
  return {
    accountId: row.id,
    name: row.name,
    number: row.number,
    iban: row.iban,
    owner: row.owner,
    type: row.type,
    currency: {
      currencyId: row.currencyId,
      name: row.currencyName,
      symb: row.currencySymb,
      abrv: row.currencyAbrv,
    },
    bank: { bankId: row.bankId, name: row.bankName, bankNameId: row.bankNameId },
    interestRate: bpToPercent(row.interestRateBp),
    startDate: row.startDate,
    endDate: row.endDate,
    limitDate: row.limitDate,
    initialBalance: row.initialBalance,
    initialCapital: row.initialCapital,
    monthlyDeadline: row.monthlyDeadline,
    favorite: row.favorite === 1,
    level: row.level,
    lastImportDate: row.lastImportDate,
    lastUpdateDate: row.lastUpdateDate,
    lastBiSyncDate: row.lastBiSyncDate,
    biAccountId: row.biAccountId,
    biSyncError: row.biSyncError,
    tempoType: row.tempoType,
  };
}

/** The columns the form edits; the sync and import fields are the server's own. */
export function accountColumnsOf(account: AccountSaveRequest, bankId: number) {
  return {
    bankId,
    name: account.name,
    number: account.number,
    iban: account.iban,
    owner: account.owner,
    type: account.type,
    currencyId: account.currency.currencyId,
    interestRateBp: percentToBp(account.interestRate),
    startDate: account.startDate,
    endDate: account.endDate,
    limitDate: account.limitDate,
    initialBalance: account.initialBalance,
    initialCapital: account.initialCapital,
    monthlyDeadline: account.monthlyDeadline,
    favorite: account.favorite ? (1 as const) : (0 as const),
    level: account.level,
  } satisfies Updateable<AccountsTable>;
}
