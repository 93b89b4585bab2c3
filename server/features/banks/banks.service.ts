import {
  OTHER_BANK_NAME_ID,
  type BankNameDto,
  type BankSaveRequest,
} from '../../../contract/banks';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './banks.repository';

// The bank rows. A bank is shown and deleted with its accounts, so the accounts feature answers
// the bank routes (accounts/bank-accounts.service.ts) and asks this one for the rows.

const byFrenchName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The reference names by name, "Autre banque" last: the choice for any other bank. */
export async function listBankNames(db: Executor): Promise<BankNameDto[]> {
  const rows = await repository.findBankNames(db);
  const isOther = (id: number) => (id === OTHER_BANK_NAME_ID ? 1 : 0);
  return rows
    .sort((a, b) => isOther(a.id) - isOther(b.id) || byFrenchName.compare(a.name, b.name))
    .map((row) => ({ bankNameId: row.id, name: row.name }));
}

export type Bank = Awaited<ReturnType<typeof repository.findBank>> & {};

/** The user's banks by name (the same order on both databases). */
export async function listBanksOfUser(db: Executor, userId: number): Promise<Bank[]> {
  const banks = await repository.findBanksOfUser(db, userId);
  return banks.sort((a, b) => byFrenchName.compare(a.name, b.name) || a.id - b.id);
}

/** One of the user's banks; another user's answers 404. */
export async function findOwnBank(db: Executor, userId: number, bankId: number): Promise<Bank> {
  const bank = await repository.findBank(db, userId, bankId);
  if (!bank) throw AppError.notFound();
  return bank;
}

/**
 * Creates (no id) or renames a bank, answering its id; a reference name that does not exist
 * answers 404.
 */
export async function saveBank(
  db: Executor,
  userId: number,
  bankId: number | null,
  bank: BankSaveRequest,
): Promise<number> {
  if (bank.bankNameId !== null && !(await repository.findBankName(db, bank.bankNameId))) {
    throw AppError.notFound();
  }
  if (bankId === null) return repository.insertBank(db, { userId, ...bank, biBankId: null });
  await findOwnBank(db, userId, bankId);
  await repository.updateBank(db, userId, bankId, bank);
  return bankId;
}

/** Removes the bank's row; its accounts are gone first (accounts/bank-accounts.service.ts). */
export async function deleteBankRow(db: Executor, userId: number, bankId: number): Promise<void> {
  await repository.deleteBank(db, userId, bankId);
}

/** How a saved account names its bank (contract/account-payloads.ts). */
export interface BankRef {
  bankId?: number | undefined;
  bankNameId?: number | undefined;
}

/**
 * The id of the bank an account goes in: an own bank (another user's answers 404), else the
 * user's bank of that reference name, created when missing (an unknown name answers 404).
 */
export async function resolveBankId(db: Executor, userId: number, ref: BankRef): Promise<number> {
  if (ref.bankId !== undefined) return (await findOwnBank(db, userId, ref.bankId)).id;
  if (ref.bankNameId === undefined) throw AppError.notFound();
  const existing = await repository.findBankByBankName(db, userId, ref.bankNameId);
  if (existing) return existing.id;
  const bankName = await repository.findBankName(db, ref.bankNameId);
  if (!bankName) throw AppError.notFound();
  return repository.insertBank(db, {
    userId,
    name: bankName.name,
    bankNameId: bankName.id,
    biBankId: null,
  });
}
