import type { AccountDto } from '../../../contract/account-dtos';
import {
  OTHER_BANK_NAME_ID,
  type BankDto,
  type BankNameDto,
  type BankSaveRequest,
} from '../../../contract/banks';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { accountIdsOfBank, deleteAccountsIn } from '../accounts/account-deletion.service';
import { listAccountDtos } from '../accounts/accounts.service';
import * as repository from './banks.repository';

const byFrenchName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The reference names by name, "Autre banque" last: the choice for any other bank. */
export async function listBankNames(db: Executor): Promise<BankNameDto[]> {
  const rows = await repository.findBankNames(db);
  const isOther = (id: number) => (id === OTHER_BANK_NAME_ID ? 1 : 0);
  return rows
    .sort((a, b) => isOther(a.id) - isOther(b.id) || byFrenchName.compare(a.name, b.name))
    .map((row) => ({ bankNameId: row.id, name: row.name }));
}

type BankRow = Awaited<ReturnType<typeof repository.findBank>> & {};

const bankDtoOf = (bank: BankRow, accounts: AccountDto[]): BankDto => ({
  bankId: bank.id,
  name: bank.name,
  bankNameId: bank.bankNameId,
  biBankId: bank.biBankId,
  accounts,
});

/** The user's banks by name (the same order on both databases), each with its accounts. */
export async function listBanks(db: Executor, userId: number): Promise<BankDto[]> {
  const [banks, accounts] = await Promise.all([
    repository.findBanksOfUser(db, userId),
    listAccountDtos(db, userId),
  ]);
  return banks
    .sort((a, b) => byFrenchName.compare(a.name, b.name) || a.id - b.id)
    .map((bank) =>
      bankDtoOf(
        bank,
        accounts.filter((account) => account.bank.bankId === bank.id),
      ),
    );
}

export async function getBank(db: Executor, userId: number, bankId: number): Promise<BankDto> {
  const bank = await repository.findBank(db, userId, bankId);
  if (!bank) throw AppError.notFound();
  return bankDtoOf(bank, await listAccountDtos(db, userId, { bankId }));
}

/** Creates (no id) or renames a bank; a reference name that does not exist answers 404. */
export async function saveBank(
  db: Executor,
  userId: number,
  bankId: number | null,
  bank: BankSaveRequest,
): Promise<BankDto> {
  if (bank.bankNameId !== null && !(await repository.findBankName(db, bank.bankNameId))) {
    throw AppError.notFound();
  }
  if (bankId === null) {
    const id = await repository.insertBank(db, { userId, ...bank, biBankId: null });
    return getBank(db, userId, id);
  }
  if (!(await repository.findBank(db, userId, bankId))) throw AppError.notFound();
  await repository.updateBank(db, userId, bankId, bank);
  return getBank(db, userId, bankId);
}

/** Deletes the bank with its accounts, under the account rules (account-deletion.service.ts). */
export async function deleteBank(
  db: Executor,
  userId: number,
  bankId: number,
  force: boolean,
): Promise<void> {
  if (!(await repository.findBank(db, userId, bankId))) throw AppError.notFound();
  await db.transaction().execute(async (trx) => {
    await deleteAccountsIn(trx, userId, await accountIdsOfBank(trx, userId, bankId), force);
    await repository.deleteBank(trx, userId, bankId);
  });
}
