import type { AccountDto } from '../../../contract/account-dtos';
import type { BankDto, BankSaveRequest } from '../../../contract/banks';
import type { Executor } from '../../db/database';
import * as banks from '../banks/banks.service';
import { accountIdsOfBank, deleteAccountsIn } from './account-deletion.service';
import { listAccountDtos } from './accounts.service';

// The banks as the bank routes show them, each with its accounts: the accounts feature composes
// them, since an account's save may create its bank (banks.service.ts resolveBankId).

const bankDtoOf = (bank: banks.Bank, accounts: AccountDto[]): BankDto => ({
  bankId: bank.id,
  name: bank.name,
  bankNameId: bank.bankNameId,
  biBankId: bank.biBankId,
  accounts,
});

/** The user's banks by name, each with its accounts. */
export async function listBanks(db: Executor, userId: number): Promise<BankDto[]> {
  const [bankRows, accounts] = await Promise.all([
    banks.listBanksOfUser(db, userId),
    listAccountDtos(db, userId),
  ]);
  return bankRows.map((bank) =>
    bankDtoOf(
      bank,
      accounts.filter((account) => account.bank.bankId === bank.id),
    ),
  );
}

export async function getBank(db: Executor, userId: number, bankId: number): Promise<BankDto> {
  const bank = await banks.findOwnBank(db, userId, bankId);
  return bankDtoOf(bank, await listAccountDtos(db, userId, { bankId }));
}

/** Creates (no id) or renames a bank, answered with its accounts. */
export async function saveBank(
  db: Executor,
  userId: number,
  bankId: number | null,
  bank: BankSaveRequest,
): Promise<BankDto> {
  return getBank(db, userId, await banks.saveBank(db, userId, bankId, bank));
}

/** Deletes the bank with its accounts, under the account rules (account-deletion.service.ts). */
export async function deleteBank(
  db: Executor,
  userId: number,
  bankId: number,
  force: boolean,
): Promise<void> {
  await banks.findOwnBank(db, userId, bankId);
  await db.transaction().execute(async (trx) => {
    await deleteAccountsIn(trx, userId, await accountIdsOfBank(trx, userId, bankId), force);
    await banks.deleteBankRow(trx, userId, bankId);
  });
}
