import type { BankDto, BankNameDto, BankSaveRequest } from '../../../contract/banks';
import { NEW_ID } from '../../../contract/ids';
import { api } from '../../lib/api';

/** GET /api/bank: the user's banks, each with its accounts. */
export async function fetchBanks(): Promise<BankDto[]> {
  return (await api.get<BankDto[]>('/api/bank')).data;
}

/** GET /api/bankName: the reference list of banks a new bank may be named after. */
export async function fetchBankNames(): Promise<BankNameDto[]> {
  return (await api.get<BankNameDto[]>('/api/bankName')).data;
}

/** POST /api/bank/{bankId}: creates a bank (no id yet) or renames it. */
export async function saveBank(bankId: number | null, bank: BankSaveRequest): Promise<void> {
  await api.post(`/api/bank/${bankId ?? NEW_ID}`, bank);
}

/** DELETE /api/bank/{bankId}; `force` also deletes the operations of its accounts. */
export async function deleteBank(bankId: number, force: boolean): Promise<void> {
  await api.delete(`/api/bank/${bankId}`, { params: force ? { force: true } : {} });
}
