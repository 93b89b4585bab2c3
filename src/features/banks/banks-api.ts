import type { BankDto, BankNameDto, BankSaveRequest } from '../../../contract/banks';
import { api } from '../../lib/api';

/** GET /api/bank: the user's banks, each with its accounts. */
export async function fetchBanks(): Promise<BankDto[]> {
  return (await api.get<BankDto[]>('/api/bank')).data;
}

/** GET /api/bankName: the reference list of banks a new bank may be named after. */
export async function fetchBankNames(): Promise<BankNameDto[]> {
  return (await api.get<BankNameDto[]>('/api/bankName')).data;
}

/** POST /api/bank creates a bank, POST /api/bank/{bankId} renames it. */
export async function saveBank(bankId: number | null, bank: BankSaveRequest): Promise<void> {
  await api.post(bankId === null ? '/api/bank' : `/api/bank/${bankId}`, bank);
}

/** DELETE /api/bank/{bankId}; `force` also deletes the operations of its accounts. */
export async function deleteBank(bankId: number, force: boolean): Promise<void> {
  await api.delete(`/api/bank/${bankId}`, { params: force ? { force: true } : {} });
}
