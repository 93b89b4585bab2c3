import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './banks.repository';

// Apart from banks.service.ts (which lists and deletes accounts through the accounts feature), so
// that the accounts feature can resolve an account's bank without an import cycle.

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
  if (ref.bankId !== undefined) {
    const bank = await repository.findBank(db, userId, ref.bankId);
    if (!bank) throw AppError.notFound();
    return bank.id;
  }
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
